/** Which confirmation a secret is for: a payment intent or a card set-up (setup intent). */
export type ConfirmationKind = "payment" | "setup";

export interface StripeClientSecret {
  readonly kind: ConfirmationKind;
  /** The intent the secret belongs to (`pi_...` or `seti_...`): safe to show and log, unlike the secret. */
  readonly intentId: string;
}

const STRIPE_SECRET = /^(pi|seti)_([A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

/**
 * A real Stripe client secret (`pi_<id>_secret_<s>` for payments, `seti_<id>_secret_<s>` for card set-ups), or
 * undefined for anything else (e.g. a secret made up by the fake API).
 */
export const parseStripeClientSecret = (secret: string): StripeClientSecret | undefined => {
  const match = STRIPE_SECRET.exec(secret);
  if (match === null) return undefined;
  const [, prefix = "", id = ""] = match;
  return { kind: prefix === "pi" ? "payment" : "setup", intentId: `${prefix}_${id}` };
};

const SECRET_PART = /_secret_[A-Za-z0-9]+/g;

/** Text from a provider with the secret (and anything shaped like a Stripe secret) masked, fit to show or log. */
export const redactSecret = (text: string, secret: string): string =>
  (secret.trim() === "" ? text : text.split(secret).join("***")).replace(SECRET_PART, "_secret_***");
