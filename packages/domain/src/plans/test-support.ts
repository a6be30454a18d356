import type { ProductAddon } from "../account";
import type { CatalogEntry } from "./catalog-entry";
import type { Characteristics } from "./characteristics";

/** Catalog entries and add-ons for the plans tests (examples, use cases, properties). */
export const plan = (
  uuid: string,
  characteristics: Characteristics = {},
  extra: Partial<CatalogEntry> = {},
): CatalogEntry => ({
  UUID: uuid,
  Name: `Plan ${uuid}`,
  Availabilities: [{ UUID: `${uuid}-av`, RetailName: `Retail ${uuid}`, RetailCents: 4500, Priority: 1 }],
  Characteristics: characteristics,
  ...extra,
});

export const unlimitedPlan = plan("unl", {
  DataUsageRule: "Unlimited",
  AllowAutoRenew: "true",
  TimePeriodInterval: 30,
  IsBasePlan: "true",
});
export const smallPlan = plan("small", {
  RecurringDataAllowance: "2048",
  AllowAutoRenew: "true",
  TimePeriodInterval: 30,
  IsBasePlan: true,
});
export const payAsYouGoPlan = plan("casual", { DataUsageRule: "CasualRate", RecurringDataAllowance: 0 });
export const dataAddon = plan(
  "addon",
  { RecurringDataAllowance: 1024, IsAddon: "true" },
  { ProductType: "mobileAddon" },
);

export const baseAddon = (entry: CatalogEntry, extra: Partial<ProductAddon> = {}): ProductAddon => ({
  UUID: `${entry.UUID}-instance`,
  Name: entry.Name,
  IsBasePlan: true,
  ProductCatalogUUID: entry.UUID,
  ProductAvailabilityUUID: entry.Availabilities[0]?.UUID ?? "",
  AllowAutoRenew: "true",
  AutoRenew: true,
  ...extra,
});
