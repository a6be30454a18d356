import type { PaymentMethod, PaymentTransaction } from "@waea/domain/payments";

/** A prepay product's main balance (cents) and when it expires; products without one have 0 and the default expiry. */
export interface PrepayBalance {
  readonly MainBalCreditCents: number;
  readonly CurrencyCreditExpiresAtNanos: number;
}

/** What a confirmed payment settles. */
export type PaymentPurpose =
  | { readonly Kind: "bill"; readonly ProductUUID: string }
  | { readonly Kind: "topup"; readonly ProductUUID: string }
  | {
      readonly Kind: "addon";
      readonly ProductUUID: string;
      readonly AvailabilityUUID: string;
      readonly Subscribe: boolean;
      /** Postpay add-ons: the card is only authorised, the price goes on the bill. */
      readonly OnBill: boolean;
    };

/**
 * A payment waiting for the card provider (the operator handed its Secret out as ClientSecret). `succeeded` and
 * `failed` are final: a declined payment is paid again with a new request.
 */
export interface PaymentIntent {
  readonly ID: string;
  readonly Secret: string;
  readonly CustomerUUID: string;
  readonly AmountCents: number;
  readonly Purpose: PaymentPurpose;
  /** The card chosen when the payment was asked for, if one was. */
  readonly PaymentMethodUUID?: string;
  /** A guest's payment (anonymous recharge or bill payment): paid only with a card entered on the page. */
  readonly Guest?: boolean;
  readonly Status: "requires_confirmation" | "succeeded" | "failed";
  readonly CreatedAtNanos: number;
}

/** A card set-up waiting for the card provider; confirming it stores the card. */
export interface SetupIntent {
  readonly ID: string;
  readonly Secret: string;
  readonly CustomerUUID: string;
  readonly Status: "requires_confirmation" | "succeeded";
  readonly PaymentMethodUUID?: string;
}

/** A prepay product's auto top-up rule (PAY-03): the default card pays `AmountCents` every `Days` days while on. */
export interface AutoTopUpRule {
  readonly CustomerUUID: string;
  readonly Enabled: boolean;
  readonly Days: number;
  readonly AmountCents: number;
  readonly Type: string;
  /** When it next tops up (epoch ms), while on. */
  readonly NextAtMillis?: number;
}

/** A 13-digit voucher and, once used, who redeemed it. */
export interface Voucher {
  readonly CreditCents: number;
  readonly RedeemedBy?: string;
  readonly RedeemedAtNanos?: number;
}

export interface PromoCode {
  readonly Description: string;
  readonly CreditCents: number;
  readonly ExpiresAtNanos?: number;
}

/**
 * The payments slice. Records are keyed by customer account unless said otherwise and replaced, never edited in
 * place. The postpay balance is not stored: it is what the billing slice's DUE and OVERDUE invoices still owe,
 * less any credit paid beyond them (postpayCredit).
 */
export interface PaymentsState {
  /** Every card ever stored, deleted ones marked with DeletedAtNanos. */
  readonly methods: Record<string, ReadonlyArray<PaymentMethod>>;
  /** By prepay (or PAYG, or not yet activated) product UUID. */
  readonly prepay: Record<string, PrepayBalance>;
  readonly postpayCredit: Record<string, number>;
  /** Newest first. */
  readonly history: Record<string, ReadonlyArray<PaymentTransaction>>;
  /** By client secret. */
  readonly paymentIntents: Record<string, PaymentIntent>;
  readonly setupIntents: Record<string, SetupIntent>;
  /** By code. */
  readonly vouchers: Record<string, Voucher>;
  /** By code (upper case). */
  readonly promoCodes: Record<string, PromoCode>;
  /** The promo codes each customer account has applied. */
  readonly promoRedemptions: Record<string, ReadonlyArray<string>>;
  /** By prepay product UUID; absent in a state file written before auto top-ups were kept. */
  autoTopUps?: Record<string, AutoTopUpRule>;
  /** Counts intents, cards and transactions made since seeding, so each id is new and deterministic. */
  counter: number;
}
