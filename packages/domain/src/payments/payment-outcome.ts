/** After a postpay payment the balance is refreshed after 3 seconds (spec 02 §4, §9). */
export const POSTPAY_REFRESH_DELAY_MILLIS = 3000;

export type PaymentStep =
  | { readonly _tag: "Completed" }
  | { readonly _tag: "ConfirmCard"; readonly clientSecret: string }
  | { readonly _tag: "Processing"; readonly status: string };

/** A reply Status of completed ends the flow; a ClientSecret triggers card confirmation; else it is processing. */
export const paymentStep = (reply: {
  readonly Status?: string | undefined;
  readonly ClientSecret?: string | undefined;
}): PaymentStep => {
  const status = (reply.Status ?? "").trim().toLowerCase();
  if (status === "completed") return { _tag: "Completed" };
  if (reply.ClientSecret !== undefined && reply.ClientSecret !== "")
    return { _tag: "ConfirmCard", clientSecret: reply.ClientSecret };
  return { _tag: "Processing", status };
};

/** A card confirmation succeeded when its status is 200 or the payment succeeded (spec 02 §4). */
export const isCardConfirmationSuccess = (result: {
  readonly status?: number | string | undefined;
}): boolean =>
  result.status === 200 || (typeof result.status === "string" && result.status.toLowerCase() === "succeeded");
