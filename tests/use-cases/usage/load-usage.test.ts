import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import type { MobileProduct } from "@waea/domain/account";
import { nzDayKey } from "@waea/domain/calendar";
import { AccountProductsApi } from "@waea/domain/checks/api";
import type { Unauthorized } from "@waea/domain/ports";
import {
  loadUsageBalances,
  loadUsageCharges,
  loadUsageHistogram,
  type Loaded,
  type UsageError,
} from "@waea/domain/usage";
import { type UsageApi } from "@waea/domain/usage/api";
import { FROZEN_AT, signedIn, useFakeApi, visitor, type Customer } from "../support/fake-api";

const api = useFakeApi();

const DAY = 86_400_000;

const productOf = async (customer: Customer): Promise<MobileProduct> => {
  const reply = await customer.run(
    Effect.flatMap(AccountProductsApi, (products) => products.mobileProducts(customer.customer)),
  );
  const [product] = reply.MobileProducts;
  if (product === undefined) throw new Error(`${customer.customer} has no mobile product`);
  return product;
};

/** What a refusal says: a UsageError's key, else the error's tag; undefined for a success. */
const refusal = (outcome: Either.Either<unknown, unknown>): string | undefined => {
  if (Either.isRight(outcome)) return undefined;
  const error = outcome.left as { readonly _tag: string; readonly key?: string };
  return error.key ?? error._tag;
};

/** prepay@'s usage in the last `days` days, grouped as asked. */
const chargesOf = (
  customer: Customer,
  product: string,
  over: Partial<Parameters<typeof loadUsageCharges>[0]> = {},
) =>
  loadUsageCharges({
    account: customer.customer,
    product,
    fromMillis: FROZEN_AT - 30 * DAY,
    uptoMillis: FROZEN_AT,
    groupBy: "day",
    ...over,
  });

describe("usage (USE-01..03)", () => {
  it("loads what is left of prepay@'s plan and data add-on (USE-01)", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await productOf(prepay)).UUID;
    const balances = await prepay.run(loadUsageBalances(prepay.customer, product));
    expect(balances.loadError).toBeUndefined();
    expect(balances.value.map((balance) => balance.kind)).toContain("data");
  });

  it("groups prepay@'s charges of the last 30 days by NZ day, newest first, and by month (USE-02)", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await productOf(prepay)).UUID;
    const days = await prepay.run(chargesOf(prepay, product));
    expect(days.loadError).toBeUndefined();
    const keys = days.value.map((group) => group.key);
    expect(keys.length).toBeGreaterThan(5);
    expect([...keys].sort().reverse()).toEqual(keys);
    expect(keys.every((key) => key >= nzDayKey(FROZEN_AT - 31 * DAY) && key <= nzDayKey(FROZEN_AT))).toBe(
      true,
    );
    const months = await prepay.run(chargesOf(prepay, product, { groupBy: "month" }));
    expect(months.value.map((group) => group.key).every((key) => /^\d{4}-\d{2}$/.test(key))).toBe(true);
    const count = (groups: typeof days.value) => groups.reduce((n, group) => n + group.charges.length, 0);
    expect(count(months.value)).toBe(count(days.value));
  });

  it("lists only the kinds asked for (USE-02)", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await productOf(prepay)).UUID;
    const dataOnly = await prepay.run(
      chargesOf(prepay, product, { kinds: { data: true, mins: false, txts: false, pxts: false } }),
    );
    const charges = dataOnly.value.flatMap((group) => group.charges);
    expect(charges.length).toBeGreaterThan(0);
    expect(
      charges.every((charge) => charge.ChargedData !== undefined && charge.ChargedMins === undefined),
    ).toBe(true);
  });

  it("charts prepay@'s last 30 days, ending today in NZ, data in MB (USE-03)", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await productOf(prepay);
    const chart = await prepay.run(
      loadUsageHistogram({
        account: prepay.customer,
        product: product.UUID,
        productType: product.ProductType ?? "mobile",
      }),
    );
    expect(chart.loadError).toBeUndefined();
    expect(chart.value).toHaveLength(30);
    expect(chart.value.at(-1)?.day).toBe(nzDayKey(FROZEN_AT));
    expect(chart.value.some((point) => point.dataMB > 0)).toBe(true);
  });

  it("shows 'We can't get usage right now' with nothing when a read is refused; a logout passes on", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = (await productOf(prepay)).UUID;
    // Another login's product is refused (403).
    const programs: ReadonlyArray<
      Effect.Effect<Loaded<ReadonlyArray<unknown>>, UsageError | Unauthorized, UsageApi>
    > = [
      loadUsageBalances(prepay.customer, product),
      chargesOf(prepay, product, { groupBy: "year" }),
      loadUsageHistogram({ account: prepay.customer, product, productType: "mobile" }),
    ];
    for (const program of programs) {
      expect(await postpay.run(program)).toEqual({ value: [], loadError: "usage.load_error" });
      expect(refusal(await visitor(api()).attempt(program))).toBe("Unauthorized");
    }
    expect(refusal(await prepay.attempt(loadUsageBalances(" ", product)))).toBe(
      "usage.current_account_not_specified",
    );
  });
});
