import type { LoadStripe, StripeLike, StripePaymentResultLike, StripeSetupResultLike } from "./stripe-like";

export interface FakeStripeCall {
  readonly method: "confirmCardPayment" | "confirmCardSetup";
  readonly clientSecret: string;
  readonly data?: { readonly payment_method: string };
}

/** A scripted Stripe.js for tests: each confirmation answers with `answer`, and calls and loads are recorded. */
export const makeFakeStripe = (
  answer: (call: FakeStripeCall) => StripePaymentResultLike & StripeSetupResultLike,
) => {
  const calls: FakeStripeCall[] = [];
  const loads: string[] = [];
  const stripe: StripeLike = {
    confirmCardPayment: async (clientSecret, data) => {
      const call: FakeStripeCall =
        data === undefined
          ? { method: "confirmCardPayment", clientSecret }
          : { method: "confirmCardPayment", clientSecret, data };
      calls.push(call);
      return answer(call);
    },
    confirmCardSetup: async (clientSecret) => {
      const call: FakeStripeCall = { method: "confirmCardSetup", clientSecret };
      calls.push(call);
      return answer(call);
    },
  };
  const loadStripe: LoadStripe = async (key) => {
    loads.push(key);
    return stripe;
  };
  return { stripe, calls, loads, loadStripe };
};
