import type { EshopAddress } from "../cart";
import { hasText } from "../validation";
import type { CheckoutIssue } from "./checkout-messages";

/** New Zealand postcodes are four digits; the courier refuses anything else, so the form does too. */
const NZ_POSTCODE = /^\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A delivery address needs at least a street, a city and a postcode (spec 03 §5); the street is the first address
 * line. A New Zealand postcode must be four digits (other countries are not checked); an e-mail, when given, must
 * look like one.
 */
export const deliveryAddressIssues = (address: EshopAddress): ReadonlyArray<CheckoutIssue> => {
  const issues: CheckoutIssue[] = [];
  if (!hasText(address.Lines[0])) issues.push({ key: "checkout.street_required", field: "street" });
  if (!hasText(address.City)) issues.push({ key: "checkout.city_required", field: "city" });
  if (!hasText(address.Postcode)) issues.push({ key: "checkout.postcode_required", field: "postcode" });
  else if (address.Country === "New Zealand" && !NZ_POSTCODE.test(address.Postcode.trim()))
    issues.push({ key: "checkout.postcode_invalid", field: "postcode" });
  if (hasText(address.Email) && !EMAIL.test((address.Email ?? "").trim()))
    issues.push({ key: "checkout.email_invalid", field: "email" });
  return issues;
};
