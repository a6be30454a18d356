import type { ProductAddon } from "@waea/domain/account";
import {
  characteristicNumber,
  characteristicText,
  usageRule,
  type CatalogEntry,
  type Characteristics,
} from "@waea/domain/plans";
import { millisToNanos, nanosToMillis } from "@waea/domain/ports";
import { BYTES_PER_MB, SECONDS_PER_MINUTE, usageKind, type UsageBalanceEntry } from "@waea/domain/usage";
import type { CoreProduct } from "../world/core";
import type { UsageRecord } from "../world/usage";
import type { World } from "../world/world";

/** The balance Types (spec 02 §3) and the catalog characteristics that give each its allowance and usage rule. */
const ALLOWANCES: ReadonlyArray<{
  readonly type: string;
  readonly allowance: keyof Characteristics;
  readonly rule: keyof Characteristics;
}> = [
  { type: "Data", allowance: "RecurringDataAllowance", rule: "DataUsageRule" },
  { type: "Mins", allowance: "RecurringVoiceAllowance", rule: "VoiceUsageRule" },
  { type: "IDDMins", allowance: "RecurringIDDVoiceAllowance", rule: "IDDVoiceUsageRule" },
  { type: "TXTs", allowance: "RecurringSMSAllowance", rule: "SMSUsageRule" },
  { type: "IDDTXTs", allowance: "RecurringIDDSMSAllowance", rule: "IDDSMSUsageRule" },
  { type: "PXTs", allowance: "RecurringMMSAllowance", rule: "MMSUsageRule" },
];

/** A record's amount in its balance unit: MB for data, minutes for calls, a count for texts. */
export const unitAmount = (record: UsageRecord): number =>
  record.Kind === "data"
    ? record.Amount / BYTES_PER_MB
    : record.Kind === "voice" || record.Kind === "idd_voice"
      ? record.Amount / SECONDS_PER_MINUTE
      : record.Amount;

const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

const isCurrent = (addon: ProductAddon, nowMillis: number): boolean =>
  (addon.Status === undefined || addon.Status === "ACTIVE") &&
  (addon.ExpiresAtNanos === undefined || nanosToMillis(addon.ExpiresAtNanos) > nowMillis);

const MB_PER_GB = 1024;

/**
 * A fixed wireless plan's allowance: its catalog entry is the broadband plan's (spec 03: a plan's Attributes), not
 * the mobile catalog's. Its Data attribute is the data allowance ("200GB", in MB here) or an unlimited rule.
 */
const fwaPlanCharacteristics = (world: World, catalogUuid: string): Characteristics | undefined => {
  const plan = world.broadband.plans.find(
    (candidate) => candidate.BroadbandProductType === "FWA" && candidate.ProductCatalogUUID === catalogUuid,
  );
  const data = plan?.Attributes?.find((attribute) => attribute.Name === "Data")?.Value;
  if (data === undefined) return undefined;
  const gigabytes = /^\s*(\d+)\s*GB\s*$/i.exec(data)?.[1];
  if (gigabytes !== undefined) return { RecurringDataAllowance: Number(gigabytes) * MB_PER_GB };
  return usageRule(data) === "unlimited" ? { DataUsageRule: "Unlimited" } : undefined;
};

interface Allowance {
  initial: number;
  rule: string | undefined;
  since: number;
  expires: number | undefined;
}

/**
 * USE-01 on the operator's side: one entry per Type the product's current plan and add-ons give an allowance or a
 * usage rule for. InitialAmount is the sum of the allowances; RemainingAmount what is left after the product's
 * use of that kind (the domain's type mapping) since the earliest of them started, never below 0; Unlimited wins
 * over any other rule. Carried-over allowance is listed with its dates (the domain decides what is still usable).
 */
export const usageBalancesOf = (
  world: World,
  product: CoreProduct,
  nowMillis: number,
): ReadonlyArray<UsageBalanceEntry> => {
  const catalog = new Map<string, CatalogEntry>(world.plans.catalog.map((entry) => [entry.UUID, entry]));
  const totals = new Map<string, Allowance>();
  for (const addon of product.Addons ?? []) {
    const catalogUuid = addon.ProductCatalogUUID;
    const characteristics =
      catalogUuid === undefined
        ? undefined
        : (catalog.get(catalogUuid)?.Characteristics ?? fwaPlanCharacteristics(world, catalogUuid));
    if (characteristics === undefined || !isCurrent(addon, nowMillis)) continue;
    const since = addon.CreatedAtNanos === undefined ? nowMillis : nanosToMillis(addon.CreatedAtNanos);
    const expires = addon.ExpiresAtNanos === undefined ? undefined : nanosToMillis(addon.ExpiresAtNanos);
    for (const { type, allowance, rule } of ALLOWANCES) {
      const amount = characteristicNumber(characteristics[allowance]);
      const ruleText = characteristicText(characteristics[rule]);
      if (amount === undefined && ruleText === undefined) continue;
      const prior = totals.get(type);
      const unlimited = usageRule(prior?.rule) === "unlimited" || usageRule(ruleText) === "unlimited";
      totals.set(type, {
        initial: (prior?.initial ?? 0) + Math.max(0, amount ?? 0),
        rule: unlimited ? "Unlimited" : (prior?.rule ?? ruleText),
        since: Math.min(prior?.since ?? since, since),
        expires: prior?.expires === undefined ? expires : Math.max(prior.expires, expires ?? prior.expires),
      });
    }
  }
  const records = world.usage.records[product.UUID] ?? [];
  const carried = world.usage.carryOver[product.UUID] ?? [];
  const types = ALLOWANCES.map((a) => a.type).filter(
    (type) => totals.has(type) || carried.some((carry) => carry.Type === type),
  );
  return types.map((type): UsageBalanceEntry => {
    const total = totals.get(type);
    const used = records
      .filter(
        (r) =>
          usageKind(type) === r.Kind && r.AtMillis >= (total?.since ?? nowMillis) && r.AtMillis <= nowMillis,
      )
      .reduce((sum, r) => sum + unitAmount(r), 0);
    const carry = carried.find((c) => c.Type === type);
    return {
      Type: type,
      RemainingAmount: twoDecimals(Math.max(0, (total?.initial ?? 0) - used)),
      InitialAmount: total?.initial ?? 0,
      ...(total?.rule === undefined ? {} : { UsageRule: total.rule }),
      ...(total === undefined ? {} : { CreatedAtNanos: millisToNanos(total.since) }),
      ...(total?.expires === undefined ? {} : { ExpiresAtNanos: millisToNanos(total.expires) }),
      ...(carry === undefined
        ? {}
        : {
            CarryOverAmount: carry.Amount,
            CarryOverCreatedAtNanos: carry.CreatedAtNanos,
            CarryOverExpiresAtNanos: carry.ExpiresAtNanos,
          }),
    };
  });
};
