import type { BillingKind } from "../account";
import type { SimMetadata } from "../sim";

/** The catalog product types a plan is chosen from (spec 02 §3). */
export type OnboardingCatalogType = "postpaymobile" | "prepaymobileAddon";

/** Postpay leads to postpaymobile; prepay or payg lead to prepaymobileAddon (spec 01 §4, ONB-05). */
export const catalogTypeFor = (kind: BillingKind): OnboardingCatalogType =>
  kind === "postpay" ? "postpaymobile" : "prepaymobileAddon";

/** The product catalog uuid of the SIM's metadata for a billing kind. */
export const productCatalogUUIDFor = (metadata: SimMetadata, kind: BillingKind): string | undefined => {
  switch (kind) {
    case "postpay":
      return metadata.PostpayProductCatalogUUID;
    case "prepay":
      return metadata.PrepayProductCatalogUUID;
    case "payg":
      return metadata.PaygProductCatalogUUID;
  }
};

/** The billing kinds the SIM can be onboarded as: those its metadata has a catalog for. */
export const offeredKinds = (metadata: SimMetadata): ReadonlyArray<BillingKind> =>
  (["postpay", "prepay", "payg"] as const).filter(
    (kind) => (productCatalogUUIDFor(metadata, kind) ?? "") !== "",
  );
