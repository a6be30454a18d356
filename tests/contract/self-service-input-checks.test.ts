import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApiClient } from "@waea/adapters/http/client";
import { contract, fillPath, type CallId } from "@waea/adapters/http/contract";
import type { RunningFakeApi } from "@waea/fake-api/server";
import { examples, type ExampleContext } from "./examples";
import { FROZEN_AT, control, newClient, signInAs, startTestFakeApi } from "./fake-api";

let api: RunningFakeApi;
beforeAll(async () => {
  api = await startTestFakeApi();
});
afterAll(async () => {
  await api.close();
});

interface Input {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: Readonly<Record<string, unknown>>;
}

/** A check of a call's input that its contract entry declares: the entry's example with one thing wrong. */
interface Check {
  readonly id: CallId;
  readonly what: string;
  readonly spoil: (valid: Input) => Input;
  /** The fake API's err_message: the spec's sentence where it words one, else "<field>: <problem>". */
  readonly message: string;
}

const withParams = (params: Record<string, unknown>) => (valid: Input) => ({
  ...valid,
  params: { ...valid.params, ...params },
});
const withQuery = (query: Record<string, unknown>) => (valid: Input) => ({
  ...valid,
  query: { ...valid.query, ...query },
});
const withBody = (body: Record<string, unknown>) => (valid: Input) => ({
  ...valid,
  body: { ...valid.body, ...body },
});

const checks: ReadonlyArray<Check> = [
  {
    id: "payments.setPaymentMethodRank",
    what: "a rank below 1",
    spoil: withBody({ Rank: 0 }),
    message: "body.Rank: must be 1 or more",
  },
  {
    id: "payments.pay",
    what: "no amount",
    spoil: withBody({ AmountCents: 0 }),
    message: "Please enter an amount",
  },
  {
    id: "payments.pay",
    what: "less than the $1.00 minimum charge",
    spoil: withBody({ AmountCents: 99 }),
    message: "The minimum payment is $1.00",
  },
  {
    id: "payments.pay",
    what: "more than $10,000.00",
    spoil: withBody({ AmountCents: 1_000_001 }),
    message: "The maximum payment is $10,000.00",
  },
  {
    id: "payments.topUpIntent",
    what: "a top-up of $0.99",
    spoil: withParams({ cents: 99 }),
    message: "The top-up amount must be larger than $0.99 NZD",
  },
  {
    id: "payments.topUp",
    what: "a top-up above $999.00",
    spoil: withBody({ Amount: 99_901 }),
    message: "The top-up amount can be at most $999.00 NZD",
  },
  {
    id: "payments.setAutoTopUp",
    what: "an auto top-up every 100 days",
    spoil: withBody({ Days: 100 }),
    message: "body.Days: Days must be from 1 to 99",
  },
  {
    id: "payments.setAutoTopUp",
    what: "an auto top-up of $0.99",
    spoil: withBody({ AmountCents: 99 }),
    message: "Minimum charge is $1.00",
  },
  {
    id: "payments.purchasePrepayAddonInitial",
    what: "a bank transfer for a plan",
    spoil: withBody({ PaymentMethodType: "bank_transfer" }),
    message: "body.PaymentMethodType: a bank transfer cannot pay for a plan or add-on",
  },
  {
    id: "payments.paymentHistory",
    what: "page 0",
    spoil: withQuery({ PageNumber: 0 }),
    message: "query.PageNumber: must be 1 or more",
  },
  {
    id: "payments.paymentHistory",
    what: "a page of 101",
    spoil: withQuery({ PageSize: 101 }),
    message: "query.PageSize: must be between 1 and 100",
  },
  {
    id: "payments.checkVoucher",
    what: "a voucher code of 3 digits",
    spoil: withParams({ code: "123" }),
    message: "Please enter a valid voucher code",
  },
  {
    id: "payments.redeemVoucher",
    what: "a voucher code with a letter",
    spoil: withParams({ code: "670000000001A" }),
    message: "Please enter a valid voucher code",
  },
  {
    id: "payments.redeemPromoCode",
    what: "a blank promo code",
    spoil: withBody({ Code: "  " }),
    message: "Please enter a promo code",
  },
  {
    id: "billing.listInvoices",
    what: "a page of 0",
    spoil: withQuery({ PageSize: 0 }),
    message: "query.PageSize: must be between 1 and 100",
  },
  {
    id: "billing.listCharges",
    what: "page 0",
    spoil: withQuery({ PageNumber: 0 }),
    message: "query.PageNumber: must be 1 or more",
  },
  {
    id: "billing.listCharges",
    what: "a sort by another field",
    spoil: withQuery({ SortBy: "Description" }),
    message: "query.SortBy: must be CreatedAtNanos or AmountCents",
  },
  {
    id: "billing.setBillingCycle",
    what: "a weekly cycle",
    spoil: withBody({ BillingCycle: { Type: "weekly", Value: 7 } }),
    message: 'body.BillingCycle.Type: must be "monthly" or "days"',
  },
  {
    id: "billing.setBillingCycle",
    what: "a cycle of 14 days",
    spoil: withBody({ BillingCycle: { Type: "days", Value: 14 } }),
    message: "body.BillingCycle.Value: must be 7 or 28",
  },
  {
    id: "plans.catalogEntries",
    what: "no product type",
    spoil: withBody({ ProductTypeList: [] }),
    message: "body.ProductTypeList: must not be empty",
  },
  {
    id: "plans.catalogEntries",
    what: "a page of 1001 entries",
    spoil: withBody({ SearchOptions: { PageSize: 1001 } }),
    message: "body.SearchOptions.PageSize: must be between 1 and 1000",
  },
  {
    id: "plans.catalogEntries",
    what: "no customer account",
    spoil: withBody({ CustomerInfo: { ID: " " } }),
    message: "body.CustomerInfo.ID: current account not specified",
  },
  {
    id: "usage.charges",
    what: "a period that ends before it starts",
    spoil: (valid) => withQuery({ From: valid.query?.["Upto"], Upto: valid.query?.["From"] })(valid),
    message: "query.Upto: must not be before From",
  },
  {
    id: "usage.histogram",
    what: "buckets shorter than a second",
    spoil: withBody({ IntervalNanos: 1000 }),
    message: "body.IntervalNanos: must be at least 1000000000 (one second)",
  },
  {
    id: "usage.histogram",
    what: "a range that ends before it starts",
    spoil: (valid) => {
      const range = valid.body?.["Range"] as { readonly From: number; readonly Upto: number };
      return withBody({ Range: { From: range.Upto, Upto: range.From } })(valid);
    },
    message: "body.Range.Upto: must not be before From",
  },
];

/** The input as it goes on the wire: these entries' params and query are text, their bodies plain JSON. */
const wire = (id: CallId, input: Input, token: string) => {
  const entry = contract[id];
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  return {
    url: `${api.baseUrl}${fillPath(entry.path, input.params)}${query === "" ? "" : `?${query}`}`,
    init: {
      method: entry.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(input.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    },
  };
};

describe("input checks the contract declares (spec 02 §5): payments, billing, plans and usage", () => {
  it.each(checks.map((check) => [check.id, check.what, check] as const))(
    "%s refuses %s: the client before sending, the fake API with 400 from the same schema, changing nothing",
    async (id, _what, check) => {
      // The store's reset without the control door's digest in its reply (contract.test.ts).
      await api.store.reset();
      const test = newClient(api);
      const example = examples[id];
      const auth = await signInAs(test, example.as ?? "postpay@waea.test");
      const customers = auth.AuthResponse?.CustomerUUID ?? "";
      const context: ExampleContext = {
        api,
        test,
        auth,
        customer: () => customers,
        control: (path, body) => control(api, path, body),
      };
      const bad = check.spoil((await example.input(context)) as Input);

      let sent = 0;
      const counting = makeApiClient({
        baseUrl: api.baseUrl,
        storage: test.storage,
        nowMillis: () => FROZEN_AT,
        fetch: (input, init) => {
          sent += 1;
          return fetch(input, init);
        },
      });
      const refused = await Effect.runPromise(Effect.either(counting.callRaw(id, bad)));
      expect(Either.isLeft(refused) && refused.left._tag).toBe("DecodeError");
      expect(sent).toBe(0);

      const before = api.store.digest();
      const { url, init } = wire(id, bad, auth.JWT);
      const response = await fetch(url, init);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { err_message?: string }).err_message).toBe(check.message);
      expect(api.store.digest()).toBe(before);
    },
  );
});
