/**
 * The parts of Stripe.js this package uses, as structural types: the real `Stripe` object fits them, and tests pass
 * a fake. Kept apart from `@stripe/stripe-js` so that importing them loads nothing.
 */
export interface StripeErrorLike {
  readonly type?: string | undefined;
  readonly code?: string | undefined;
  readonly decline_code?: string | undefined;
  readonly message?: string | undefined;
}

export interface StripeIntentLike {
  readonly id: string;
  readonly status: string;
}

export interface StripePaymentResultLike {
  readonly paymentIntent?: StripeIntentLike | undefined;
  readonly error?: StripeErrorLike | undefined;
}

export interface StripeSetupResultLike {
  readonly setupIntent?: StripeIntentLike | undefined;
  readonly error?: StripeErrorLike | undefined;
}

export interface StripeLike {
  confirmCardPayment(
    clientSecret: string,
    data?: { payment_method: string },
  ): Promise<StripePaymentResultLike>;
  confirmCardSetup(clientSecret: string): Promise<StripeSetupResultLike>;
}

/** Loads Stripe.js for a publishable key; null where it cannot run (no window, e.g. node). */
export type LoadStripe = (publishableKey: string) => Promise<StripeLike | null>;
