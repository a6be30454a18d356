import type { BroadbandPlan, LfcProduct, UfbPlan } from "@waea/domain/broadband";
import { SPID } from "@waea/domain/config";
import { millisToNanos } from "@waea/domain/ports";
import type { Lfc } from "./broadband-places";
import { coreLabels } from "./core-labels";
import type { SeedContext } from "./seed-context";

const DAY = 86_400_000;

const speeds = (down: number, up: number) => [
  { Name: "DownloadMbps", Value: String(down) },
  { Name: "UploadMbps", Value: String(up) },
];

/**
 * The fixed wireless plans. The unlimited one is the plan fwa@waea.test is on: its ids are the core's base plan of
 * the fwa kind, so the product's plan is found among them.
 */
const fwaPlans = (ctx: SeedContext): ReadonlyArray<BroadbandPlan> => [
  {
    ID: ctx.uuid("availability:fwa:base"),
    Name: "Wireless Broadband Unlimited",
    Description: "Unlimited data over 4G and 5G, no line needed",
    Price: 7500,
    ProductCatalogUUID: ctx.uuid(coreLabels.catalogBase("fwa")),
    BroadbandProductType: "FWA",
    OrderType: "NEW",
    Attributes: [{ Name: "Data", Value: "Unlimited" }],
  },
  {
    ID: ctx.uuid("broadband:plan:fwa:200gb"),
    Name: "Wireless Broadband 200GB",
    Description: "200GB a month over 4G and 5G",
    Price: 5500,
    ProductCatalogUUID: ctx.uuid("broadband:catalog:fwa:200gb"),
    BroadbandProductType: "FWA",
    OrderType: "NEW",
    Attributes: [{ Name: "Data", Value: "200GB" }],
  },
  {
    ID: ctx.uuid("broadband:plan:fwa:max"),
    Name: "Wireless Broadband Max",
    Description: "Unlimited data with priority on 5G",
    Price: 8900,
    ProductCatalogUUID: ctx.uuid("broadband:catalog:fwa:max"),
    BroadbandProductType: "FWA",
    OrderType: "NEW",
    Attributes: [
      { Name: "Data", Value: "Unlimited" },
      { Name: "Priority", Value: "5G" },
    ],
  },
];

const TIERS = [
  { key: "50", name: "Fibre Starter", down: 50, up: 10, cents: 6500, wholesale: 3400 },
  { key: "300", name: "Fibre 300", down: 300, up: 100, cents: 7900, wholesale: 4200 },
  { key: "max", name: "Fibre Max", down: 900, up: 500, cents: 9500, wholesale: 5600 },
] as const;

const LFCS: ReadonlyArray<Lfc> = ["Chorus", "Enable", "Tuatahi", "Northpower"];

/** The wholesale products of the local fibre companies (lfc_product), one per company and speed. */
export const seedLfcProducts = (ctx: SeedContext): Record<string, LfcProduct> => {
  const created = millisToNanos(ctx.nowMillis - 400 * DAY);
  const products: Record<string, LfcProduct> = {};
  for (const lfc of LFCS)
    for (const tier of TIERS) {
      const uuid = ctx.uuid(`broadband:lfc-product:${lfc}:${tier.key}`);
      products[uuid] = {
        UUID: uuid,
        SPID: SPID,
        Name: `${lfc} Home Fibre ${tier.down}/${tier.up}`,
        LFC: lfc,
        DownloadMbps: tier.down,
        UploadMbps: tier.up,
        WholesaleCents: tier.wholesale,
        CreatedAtNanos: created,
      };
    }
  return products;
};

/** The retail fibre plans (UFB_plan), each on the Chorus wholesale product of its speed. */
export const seedUfbPlans = (ctx: SeedContext): ReadonlyArray<UfbPlan> =>
  TIERS.map((tier) => ({
    UUID: ctx.uuid(`broadband:plan:ufb:${tier.key}`),
    SPID: SPID,
    Name: `${tier.name} ${tier.down}/${tier.up}`,
    Description: `Up to ${tier.down} Mbps down and ${tier.up} Mbps up`,
    PriceCents: tier.cents,
    DownloadMbps: tier.down,
    UploadMbps: tier.up,
    LFCProductUUID: ctx.uuid(`broadband:lfc-product:Chorus:${tier.key}`),
  }));

/** The fibre plans as the broadband flow offers them: ID is the UFB_plan's UUID. */
const ufbBroadbandPlans = (ctx: SeedContext): ReadonlyArray<BroadbandPlan> =>
  TIERS.map((tier) => ({
    ID: ctx.uuid(`broadband:plan:ufb:${tier.key}`),
    Name: `${tier.name} ${tier.down}/${tier.up}`,
    Description: `Up to ${tier.down} Mbps down and ${tier.up} Mbps up`,
    Price: tier.cents,
    ProductCatalogUUID: ctx.uuid(`broadband:catalog:ufb:${tier.key}`),
    BroadbandProductType: "UFB",
    OrderType: "NEW",
    Attributes: speeds(tier.down, tier.up),
  }));

/** Every retail broadband plan, fixed wireless first. */
export const seedBroadbandPlans = (ctx: SeedContext): ReadonlyArray<BroadbandPlan> => [
  ...fwaPlans(ctx),
  ...ufbBroadbandPlans(ctx),
];
