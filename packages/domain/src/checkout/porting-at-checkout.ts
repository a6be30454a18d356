import * as Either from "effect/Either";
import type { ItemAttributes, ServerCartItem } from "../cart";
import { hasText } from "../validation";
import type { CheckoutIssue } from "./checkout-messages";
import { normalisePhone } from "./contact-rules";

/**
 * Keeping an existing number while buying a SIM (spec 03 §9 "number porting at checkout"). The losing carrier
 * checks the account number of a pay monthly number and the SIM card number of a prepay one, as New Zealand
 * porting does.
 */
export interface PortingChoice {
  readonly number?: string | undefined;
  readonly carrier?: string | undefined;
  readonly accountType?: "prepay" | "postpay" | undefined;
  readonly accountNumber?: string | undefined;
  readonly simId?: string | undefined;
  readonly holderName?: string | undefined;
}

export type PortingAttributes = Pick<
  ItemAttributes,
  "OverMSISDN" | "OverMSISDNType" | "CarrierLSP" | "AccountLSP" | "PriorSIMID" | "NametagLSP"
>;

/** New Zealand mobile numbers: 02x then 6 to 8 digits, with 0 or the country code 64 in front (plus dropped). */
const NZ_MOBILE = /^(?:0|64)2\d{7,9}$/;

/** The porting attributes of a SIM line, or what is missing. The number is kept without spaces or a leading plus. */
export const validatePorting = (
  choice: PortingChoice,
): Either.Either<PortingAttributes, ReadonlyArray<CheckoutIssue>> => {
  const issues: CheckoutIssue[] = [];
  const number = normalisePhone(choice.number ?? "").replace(/^\+/, "");
  if (number === "") issues.push({ key: "checkout.porting_number_required", field: "porting_number" });
  else if (!NZ_MOBILE.test(number))
    issues.push({ key: "checkout.porting_number_invalid", field: "porting_number" });
  if (!hasText(choice.carrier))
    issues.push({ key: "checkout.porting_carrier_required", field: "porting_carrier" });
  const accountType = choice.accountType ?? "prepay";
  if (accountType === "postpay" && !hasText(choice.accountNumber))
    issues.push({ key: "checkout.porting_account_number_required", field: "porting_account_number" });
  if (accountType === "prepay" && !hasText(choice.simId))
    issues.push({ key: "checkout.porting_sim_id_required", field: "porting_sim_id" });
  if (issues.length > 0) return Either.left(issues);
  return Either.right({
    OverMSISDN: number,
    OverMSISDNType: accountType,
    CarrierLSP: (choice.carrier ?? "").trim(),
    ...(accountType === "postpay" ? { AccountLSP: (choice.accountNumber ?? "").trim() } : {}),
    ...(accountType === "prepay" ? { PriorSIMID: (choice.simId ?? "").trim() } : {}),
    ...(hasText(choice.holderName) ? { NametagLSP: choice.holderName.trim() } : {}),
  });
};

const isSimLine = (item: ServerCartItem): boolean =>
  item.PhysicalType === "SIM" || item.VirtualType === "VT_ESIM";

/** Puts the porting attributes on the first SIM or eSIM line: the number moves to that SIM. */
export const withPorting = (
  items: ReadonlyArray<ServerCartItem>,
  porting: PortingAttributes,
): ReadonlyArray<ServerCartItem> => {
  const at = items.findIndex(isSimLine);
  return items.map((item, index) =>
    index === at ? { ...item, Attributes: { AutoRenew: true, ...item.Attributes, ...porting } } : item,
  );
};
