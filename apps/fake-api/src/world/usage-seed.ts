import { ACTIVE_STATUS } from "@waea/domain/account";
import { BYTES_PER_MB } from "@waea/domain/usage";
import { millisToNanos } from "@waea/domain/ports";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import { DEMO_LOGINS, type DemoKind } from "./demo-accounts";
import type { Random } from "./prng";
import type { SeedContext } from "./seed-context";
import type { CarryOver, UsageRecord } from "./usage-state";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Days of usage per demo login; other active demo products get two weeks. fwa@ has a whole 30-day chart (USE-03,
 * spec 02 §9) like postpay@, so its usage pages show a full month.
 */
const USAGE_DAYS: Readonly<Record<string, number>> = { prepay: 60, postpay: 30, fwa: 30 };
const DEFAULT_DAYS = 14;

/** PAYG pays per use (decided: casual rates of 1c per MB, 49c per minute, 20c per text, 50c per picture text). */
const CASUAL = { data: 1, voice: 49, sms: 20, mms: 50, idd_voice: 99, idd_sms: 25 } as const;
/** International use outside a plan's allowance: 20c a minute, 25c a text (prepay). */
const IDD_PREPAY = { idd_voice: 20, idd_sms: 25 } as const;

const costOf = (kind: UsageRecord["Kind"], amount: number, billing: DemoKind): number => {
  const units =
    kind === "data"
      ? Math.ceil(amount / BYTES_PER_MB)
      : kind.endsWith("voice")
        ? Math.ceil(amount / 60)
        : amount;
  if (billing === "payg") return units * CASUAL[kind];
  if (billing === "prepay" && (kind === "idd_voice" || kind === "idd_sms")) return units * IDD_PREPAY[kind];
  return 0;
};

const DESCRIPTIONS: Readonly<Record<UsageRecord["Kind"], string>> = {
  data: "Mobile data",
  voice: "Call within New Zealand",
  sms: "Text within New Zealand",
  mms: "Picture message",
  idd_voice: "International call to Australia",
  idd_sms: "International text to Australia",
};

/** What one day of use looks like: a few data sessions, some calls and texts, now and then international use. */
const dayOfUse = (random: Random, fwa: boolean): ReadonlyArray<readonly [UsageRecord["Kind"], number]> => {
  const uses: Array<readonly [UsageRecord["Kind"], number]> = [];
  const sessions = fwa ? random.int(4, 8) : random.int(2, 5);
  for (let i = 0; i < sessions; i += 1)
    uses.push([
      "data",
      (fwa ? random.int(200, 2000) : random.int(5, 300)) * BYTES_PER_MB + random.int(0, 999_999),
    ]);
  if (fwa) return uses;
  for (let i = random.int(0, 4); i > 0; i -= 1) uses.push(["voice", random.int(15, 900)]);
  for (let i = random.int(0, 6); i > 0; i -= 1) uses.push(["sms", 1]);
  if (random.int(1, 5) === 1) uses.push(["mms", 1]);
  if (random.int(1, 7) === 1) uses.push(["idd_voice", random.int(60, 900)]);
  if (random.int(1, 10) === 1) uses.push(["idd_sms", 1]);
  return uses;
};

const recordsFor = (
  ctx: SeedContext,
  productUuid: string,
  days: number,
  billing: DemoKind,
): UsageRecord[] => {
  const random = ctx.random(`usage:${productUuid}`);
  const records: UsageRecord[] = [];
  for (let day = 0; day < days; day += 1)
    for (const [kind, amount] of dayOfUse(random, billing === "fwa")) {
      const at = ctx.nowMillis - day * DAY - random.int(0, 24 * HOUR - 1);
      records.push({
        AtMillis: at,
        Kind: kind,
        Amount: amount,
        AmountCents: costOf(kind, amount, billing),
        Description: DESCRIPTIONS[kind],
      });
    }
  return records.sort((a, b) => a.AtMillis - b.AtMillis);
};

/** Usage for the active, billed products of the demo logins (generated --bulk accounts have none). */
export const seedUsageRecords = (
  ctx: SeedContext,
  core: CoreState,
): Record<string, ReadonlyArray<UsageRecord>> => {
  const records: Record<string, ReadonlyArray<UsageRecord>> = {};
  for (const demo of DEMO_LOGINS)
    demo.accounts.forEach((account, a) =>
      account.services.forEach((service, s) => {
        const product = core.products[ctx.uuid(coreLabels.product(demo.key, a, s))];
        if (
          product === undefined ||
          product.Status !== ACTIVE_STATUS ||
          product.BillingReference === undefined
        )
          return;
        records[product.UUID] = recordsFor(
          ctx,
          product.UUID,
          USAGE_DAYS[demo.key] ?? DEFAULT_DAYS,
          service.kind,
        );
      }),
    );
  return records;
};

/** prepay@ carried 1.5 GB over 40 days ago (usable); member@ carried minutes over more than 365 days ago (lapsed). */
export const seedCarryOver = (ctx: SeedContext): Record<string, ReadonlyArray<CarryOver>> => {
  const product = (key: string) => ctx.uuid(coreLabels.product(key, 0, 0));
  const at = (days: number) => millisToNanos(ctx.nowMillis + days * DAY);
  return {
    [product("prepay")]: [{ Type: "Data", Amount: 1536, CreatedAtNanos: at(-40), ExpiresAtNanos: at(325) }],
    [product("member")]: [{ Type: "Mins", Amount: 50, CreatedAtNanos: at(-400), ExpiresAtNanos: at(30) }],
  };
};
