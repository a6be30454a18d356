import * as Effect from "effect/Effect";
import type { Cents } from "../../money";
import { intentKeyOr, type ApiError, type IntentKey } from "../../ports";
import { PaymentsMessages } from "../messages";
import { PaymentsApi } from "../payments-api";
import { paymentsError, requireAccount, type PaymentsError } from "../payments-error";
import type { PromoCodeReply } from "../voucher";
import { checkVoucher } from "./check-voucher";

type PassedOn = Exclude<ApiError, { readonly _tag: "ApiFailure" }>;

/**
 * PAY-05: redeem a voucher on a prepay product: the check (checkVoucher, with its refusals), then the redemption;
 * a failed redemption is 'Redemption Error'. The 13-digit format is the voucher form validator's rule (validation
 * context) and is checked before this runs. `intent`: the redemption's key when the caller holds one.
 */
export const redeemVoucher = (
  customerUUID: string,
  productUUID: string,
  code: string | undefined,
  intent?: IntentKey,
): Effect.Effect<{ readonly creditCents: Cents | undefined }, PaymentsError | PassedOn, PaymentsApi> =>
  Effect.gen(function* () {
    const check = yield* checkVoucher(customerUUID, productUUID, code);
    const api = yield* PaymentsApi;
    const redeemed = yield* api
      .redeemVoucher(customerUUID, productUUID, check.code, yield* intentKeyOr(intent))
      .pipe(
        Effect.catchTag("ApiFailure", (f) =>
          Effect.fail(paymentsError(PaymentsMessages.redemptionError, f.message)),
        ),
      );
    return { creditCents: redeemed.Attributes?.CreditCents ?? check.creditCents };
  });

/**
 * The operator's refusal of a promo code, in its own words where it has them: already applied to this account (409),
 * expired (410); otherwise (unknown, or nothing it can go on) 'This promo code can't be applied'.
 */
const promoRefusal = (status: number) =>
  status === 409
    ? PaymentsMessages.promoCodeAlreadyApplied
    : status === 410
      ? PaymentsMessages.promoCodeExpired
      : PaymentsMessages.promoCodeError;

/** PAY-05: apply a promo code. */
export const redeemPromoCode = (
  customerUUID: string,
  code: string | undefined,
): Effect.Effect<PromoCodeReply, PaymentsError | PassedOn, PaymentsApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(customerUUID);
    const trimmed = (code ?? "").trim();
    if (trimmed === "") return yield* Effect.fail(paymentsError(PaymentsMessages.noPromoCode));
    const api = yield* PaymentsApi;
    return yield* api
      .redeemPromoCode(customer, trimmed)
      .pipe(
        Effect.catchTag("ApiFailure", (f) => Effect.fail(paymentsError(promoRefusal(f.status), f.message))),
      );
  });
