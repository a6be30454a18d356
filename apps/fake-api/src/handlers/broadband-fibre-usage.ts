import type { broadbandCalls } from "@waea/adapters/http/contract";
import type { FibreUsageDay, FibreUsageReply, UfbProduct } from "@waea/domain/broadband";
import {
  nzDayKey,
  nzLocalTime,
  nzLocalToMillis,
  nzStartOfDay,
  nzStartOfDayPlusDays,
} from "@waea/domain/calendar";
import { nanosToMillis } from "@waea/domain/ports";
import { isRefusal, type Handlers, type SignedInContext } from "../server/handler";
import { randomFor } from "../world/prng";
import { ufbProductAt } from "./broadband-fibre-records";

type Calls = typeof broadbandCalls;

/** A fibre product's status while it carries traffic (spec 03 §4: 4 is active). */
const ACTIVE = 4;

/**
 * One whole NZ day of a service's traffic, drawn from the world's seed, the service and the day: the same day of
 * the same service always reads the same, another service or another seed reads otherwise. A household on fibre
 * downloads a few to a few tens of gigabytes a day and sends about a tenth of that.
 */
const wholeDay = (seed: number, productUuid: string, day: string): FibreUsageDay => {
  const random = randomFor(seed, `fibre-usage:${productUuid}:${day}`);
  const downloadMB = random.int(3_000, 30_000);
  return {
    Day: day,
    DownloadMB: downloadMB,
    UploadMB: Math.round(downloadMB * (0.05 + random.next() * 0.15)),
  };
};

/** Today's figures grow with the world's clock: the share of the NZ day gone by of what the whole day will read. */
const partOfDay = (whole: FibreUsageDay, share: number): FibreUsageDay => ({
  Day: whole.Day,
  DownloadMB: Math.floor(whole.DownloadMB * share),
  UploadMB: Math.floor(whole.UploadMB * share),
});

/** The billing period holding `nowMillis`: fibre is billed monthly, from the first of the NZ month to its last day. */
const periodOf = (nowMillis: number) => {
  const { year, month } = nzLocalTime(nowMillis);
  const start = nzLocalToMillis(year, month, 1);
  const next = month === 12 ? nzLocalToMillis(year + 1, 1, 1) : nzLocalToMillis(year, month + 1, 1);
  return { start, end: nzStartOfDayPlusDays(next, -1) };
};

/** The service's days so far this period, oldest first: none before it was made, none unless it is active. */
export const fibreUsageOf = (seed: number, product: UfbProduct, nowMillis: number): FibreUsageReply => {
  const period = periodOf(nowMillis);
  const today = nzStartOfDay(nowMillis);
  const made =
    product.CreatedAtNanos === undefined ? period.start : nzStartOfDay(nanosToMillis(product.CreatedAtNanos));
  const days: FibreUsageDay[] = [];
  if (product.Status === ACTIVE && product.DeletedAtNanos === undefined)
    for (let day = Math.max(period.start, made); day <= today; day = nzStartOfDayPlusDays(day, 1)) {
      const whole = wholeDay(seed, product.UUID, nzDayKey(day));
      const tomorrow = nzStartOfDayPlusDays(day, 1);
      days.push(day < today ? whole : partOfDay(whole, (nowMillis - day) / (tomorrow - day)));
    }
  return {
    ProductUUID: product.UUID,
    PeriodStart: nzDayKey(period.start),
    PeriodEnd: nzDayKey(period.end),
    AsOfMillis: nowMillis,
    Days: days,
  };
};

/** broadband.ufbUsage: the caller's own fibre service only (another's is not found, as its record is). */
export const fibreUsageHandlers: Pick<Handlers<Calls>, "broadband.ufbUsage"> = {
  "broadband.ufbUsage": ({ params }, context: SignedInContext) => {
    const product = ufbProductAt(context, params.uuid);
    return isRefusal(product) ? product : fibreUsageOf(context.world.seed, product, context.nowMillis);
  },
};
