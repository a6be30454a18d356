import { fwaProductStatusClass, productStatusClass, type MobileProduct } from "../account";
import { parsePortingStatus, portingPhase } from "../porting";
import type { Finding } from "./finding";
import { ChecksMessages } from "./messages";

type Product = Pick<
  MobileProduct,
  "UUID" | "MSISDN" | "Status" | "BillingReference" | "ProductType" | "PortingState"
>;

/** A mobile product by status and billing reference (spec 01 §4); a fixed wireless one by status alone (03 §4). */
const statusClassOf = (product: Product) =>
  product.ProductType === "mobileFWA"
    ? fwaProductStatusClass(product.Status)
    : productStatusClass(product.Status, product.BillingReference);

const statusFinding = (product: Product): ReadonlyArray<Finding> => {
  const params = { product: product.UUID };
  switch (statusClassOf(product)) {
    case "active":
      return [];
    case "not_activated":
      return [
        {
          code: "product_not_activated",
          severity: "warning",
          messageKey: ChecksMessages.productNotActivated,
          params,
          subject: product.UUID,
        },
      ];
    case "not_active":
      return [
        {
          code: "product_not_active",
          severity: "warning",
          messageKey: ChecksMessages.productNotActive,
          params,
          subject: product.UUID,
        },
      ];
  }
};

/**
 * A failed port (rejected, or the service activation after it failed) is a warning; one under way is info. A port
 * is about a phone number: the message names it (`product` is the number, or the service's UUID when it has none
 * yet); the finding's subject is the service's UUID.
 */
const portingFinding = (product: Product): ReadonlyArray<Finding> => {
  const status = parsePortingStatus(product.PortingState);
  if (status._tag === "None") return [];
  const state = status._tag === "State" ? status.state : String(status.number);
  const phase = status._tag === "State" ? portingPhase(status.state) : "in_progress";
  const number = product.MSISDN?.trim() ?? "";
  const params = { product: number === "" ? product.UUID : number, state };
  if (phase === "failed")
    return [
      {
        code: "porting_failed",
        severity: "warning",
        messageKey: ChecksMessages.portingFailed,
        params,
        subject: product.UUID,
      },
    ];
  if (phase === "in_progress")
    return [
      {
        code: "porting_in_progress",
        severity: "info",
        messageKey: ChecksMessages.portingInProgress,
        params,
        subject: product.UUID,
      },
    ];
  return [];
};

/** Findings about each product of the account, and a warning when it has none at all. */
export const productFindings = (products: ReadonlyArray<Product>): ReadonlyArray<Finding> =>
  products.length === 0
    ? [{ code: "no_products", severity: "warning", messageKey: ChecksMessages.noProducts }]
    : products.flatMap((product) => [...statusFinding(product), ...portingFinding(product)]);
