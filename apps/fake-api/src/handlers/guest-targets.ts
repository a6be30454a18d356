import { activeProductKind, billingKind } from "@waea/domain/account";
import { hasText, parseNzMobileNumber } from "@waea/domain/validation";
import { isDeleted } from "@waea/domain/broadband";
import type { HandlerContext } from "../server/handler";
import type { GuestTarget } from "../world/guest";

type Found = Omit<GuestTarget, "ExpiresAtMillis">;
type Lookup = { readonly MSISDN?: string | undefined; readonly LookupID?: string | undefined };

/** A number that can be recharged: an active prepay or payg service. */
const rechargeTarget = (context: HandlerContext, typed: string): Found | undefined => {
  const msisdn = parseNzMobileNumber(typed)?.msisdn;
  if (msisdn === undefined) return undefined;
  const product = Object.values(context.world.core.products).find((item) => item.MSISDN === msisdn);
  const kind =
    product === undefined ? undefined : activeProductKind(product.Status, product.BillingReference);
  return product === undefined || kind === undefined || kind === "postpay"
    ? undefined
    : { MSISDN: msisdn, CustomerUUID: product.CustomerUUID, ProductUUID: product.UUID };
};

/**
 * What a customer's bill is paid against (spec 02 §5: pay-bill needs postpay): a postpay mobile product, or for a
 * fibre-only account its live fibre service (billed monthly on the account, as a signed-in payment does).
 */
const billedService = (context: HandlerContext, customerUuid: string): string | undefined =>
  Object.values(context.world.core.products).find(
    (item) => item.CustomerUUID === customerUuid && billingKind(item.BillingReference) === "postpay",
  )?.UUID ??
  Object.values(context.world.broadband.ufbProducts).find(
    (service) => service.CustomerUUID === customerUuid && !isDeleted(service),
  )?.UUID;

/** A bill that can be paid: an invoice number (INV...) or the account number of a postpay or fibre account. */
const billTarget = (context: HandlerContext, typed: string): Found | undefined => {
  const id = typed.trim().toUpperCase();
  const isInvoice = id.startsWith("INV");
  const customerUuid = isInvoice
    ? Object.entries(context.world.billing.invoices).find(([, invoices]) =>
        invoices.some((invoice) => invoice.Number.toUpperCase() === id),
      )?.[0]
    : Object.values(context.world.core.customers).find((customer) => customer.AccountNumber === id)?.UUID;
  if (customerUuid === undefined) return undefined;
  const service = billedService(context, customerUuid);
  return service === undefined
    ? undefined
    : { LookupID: id, CustomerUUID: customerUuid, ProductUUID: service };
};

/**
 * What a guest may pay for (GST-01, 02): a mobile number (MSISDN) to recharge, or an invoice or account number
 * (LookupID) to pay; exactly one of them. Anything else is not valid.
 */
export const guestTarget = (context: HandlerContext, lookup: Lookup): Found | undefined => {
  const byNumber = hasText(lookup.MSISDN);
  const byLookup = hasText(lookup.LookupID);
  if (byNumber === byLookup) return undefined;
  return byNumber ? rechargeTarget(context, lookup.MSISDN ?? "") : billTarget(context, lookup.LookupID ?? "");
};

/** Whether a request names the validated target or order (or leaves the number or account out). */
export const namesTarget = (target: Lookup, lookup: Lookup): boolean =>
  (lookup.MSISDN === undefined || parseNzMobileNumber(lookup.MSISDN)?.msisdn === target.MSISDN) &&
  (lookup.LookupID === undefined || lookup.LookupID.trim().toUpperCase() === target.LookupID);
