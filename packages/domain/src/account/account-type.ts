import type { MobileProduct } from "./entities";
import { productStatusClass } from "./product-status";
import { billingKind } from "./billing-kind";

export type AccountType = "prepay" | "postpay" | "payg" | "fwa" | "ufb" | "not_activated";

export const AccountTypeLabelKeys: Readonly<Record<AccountType, string>> = {
  prepay: "account.type.prepay",
  postpay: "account.type.postpay",
  payg: "account.type.payg",
  fwa: "account.type.fwa",
  ufb: "account.type.ufb",
  not_activated: "account.type.not_activated",
};

/**
 * The account type comes from the current product, default Not Activated (spec 01 §4). A fixed wireless product
 * makes an FWA account; a customer with only fibre is UFB.
 */
export const accountType = (
  product: Pick<MobileProduct, "Status" | "BillingReference" | "ProductType"> | undefined,
  options: { readonly fibreOnly?: boolean } = {},
): AccountType => {
  if (product === undefined) return options.fibreOnly === true ? "ufb" : "not_activated";
  if (product.ProductType === "mobileFWA") return "fwa";
  if (productStatusClass(product.Status, product.BillingReference) !== "active") return "not_activated";
  return billingKind(product.BillingReference) ?? "not_activated";
};

/** Vouchers, promo codes and top-up need an activated account type (spec 01 §5). */
export const isActivatedAccountType = (type: AccountType): boolean => type !== "not_activated";

/**
 * A broadband account (fixed wireless, or fibre only): its plans are broadband subscriptions, not mobile add-ons, and
 * its home (/profile/my-app-home) is the broadband summary rather than the mobile dashboard (issue 13).
 */
export const isBroadbandAccountType = (type: AccountType | undefined): type is "fwa" | "ufb" =>
  type === "fwa" || type === "ufb";
