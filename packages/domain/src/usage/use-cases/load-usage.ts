import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import type { ProductType } from "../../account";
import { SPID } from "../../config";
import { millisToNanos, type ApiError, type Unauthorized } from "../../ports";
import { groupCharges, type ChargeGroup, type ChargeGrouping } from "../charge-grouping";
import { histogramRequest, toHistogram, type HistogramPoint } from "../histogram";
import { UsageMessages, type UsageMessageKey } from "../messages";
import { UsageApi } from "../usage-api";
import { usageBalances, type UsageBalance } from "../usage-balance";
import { usageError, type UsageError } from "../usage-error";

/** A loaded value, or an empty one with the load error (spec 02 §8: "We can't get usage right now"). */
export type Loaded<A> = { readonly value: A; readonly loadError: UsageMessageKey | undefined };

const requireAccount = (account: string): Effect.Effect<string, UsageError> =>
  account.trim() === ""
    ? Effect.fail(usageError(UsageMessages.currentAccountNotSpecified))
    : Effect.succeed(account);

/** A failed load shows "We can't get usage right now" with an empty value; a logout passes on. */
const orLoadError = <A, R>(
  effect: Effect.Effect<A, ApiError, R>,
  empty: A,
): Effect.Effect<Loaded<A>, Unauthorized, R> =>
  effect.pipe(
    Effect.map((value): Loaded<A> => ({ value, loadError: undefined })),
    Effect.catchIf(
      (error) => error._tag !== "Unauthorized",
      () => Effect.succeed<Loaded<A>>({ value: empty, loadError: UsageMessages.loadError }),
    ),
  );

/** USE-01: the product's usage balances with their kinds and the carry-over still usable now. */
export const loadUsageBalances = (
  account: string,
  product: string,
): Effect.Effect<Loaded<ReadonlyArray<UsageBalance>>, UsageError | Unauthorized, UsageApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const api = yield* UsageApi;
    return yield* orLoadError(
      api
        .balances(customer, product)
        .pipe(Effect.zipWith(Clock.currentTimeMillis, (reply, now) => usageBalances(reply.Balances, now))),
      [],
    );
  });

export interface LoadUsageChargesInput {
  readonly account: string;
  readonly product: string;
  readonly fromMillis: number;
  readonly uptoMillis: number;
  readonly groupBy: ChargeGrouping;
  /** Which kinds to list; all by default. */
  readonly kinds?: {
    readonly data: boolean;
    readonly mins: boolean;
    readonly txts: boolean;
    readonly pxts: boolean;
  };
}

/** USE-02: usage charges of a period grouped by NZ day, month or year. */
export const loadUsageCharges = (
  input: LoadUsageChargesInput,
): Effect.Effect<Loaded<ReadonlyArray<ChargeGroup>>, UsageError | Unauthorized, UsageApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(input.account);
    const api = yield* UsageApi;
    const kinds = input.kinds ?? { data: true, mins: true, txts: true, pxts: true };
    const query = { From: millisToNanos(input.fromMillis), Upto: millisToNanos(input.uptoMillis), ...kinds };
    return yield* orLoadError(
      api
        .charges(customer, input.product, query)
        .pipe(Effect.map((reply) => groupCharges(reply.Charges, input.groupBy))),
      [],
    );
  });

/** USE-03: the 30-day usage chart ending today (NZ), data in MB and minutes / 60. */
export const loadUsageHistogram = (input: {
  readonly account: string;
  readonly product: string;
  readonly productType: ProductType;
}): Effect.Effect<Loaded<ReadonlyArray<HistogramPoint>>, UsageError | Unauthorized, UsageApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(input.account);
    const api = yield* UsageApi;
    const request = histogramRequest({
      customerUUID: customer,
      productInstanceUUID: input.product,
      productType: input.productType,
      nowMillis: yield* Clock.currentTimeMillis,
    });
    return yield* orLoadError(
      api
        .histogram(SPID, request)
        .pipe(Effect.map((reply) => toHistogram(reply.Buckets, request.Range, request.IntervalNanos))),
      [],
    );
  });
