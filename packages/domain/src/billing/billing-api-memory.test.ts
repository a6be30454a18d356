import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { BillingApi } from "./billing-api";
import { makeMemoryBillingApi, memoryBillingApiLayer } from "./billing-api-memory";

const api = makeMemoryBillingApi({
  invoices: { c1: [{ Number: "1", Status: "DUE", ChargesCents: 100, RemainingAmountCents: 100 }] },
  charges: {
    c1: [
      { UUID: "a", AmountCents: 100, CreatedAtNanos: 1 },
      { UUID: "b", AmountCents: 200, CreatedAtNanos: 3 },
      { UUID: "c", AmountCents: 300, CreatedAtNanos: 2 },
    ],
  },
});
const run = <A, E>(e: Effect.Effect<A, E>) => Effect.runSync(Effect.either(e));

describe("in-memory billing API", () => {
  it("serves the v2 invoice list", () => {
    expect(run(api.listInvoicesV2("c1"))).toEqual(Either.right({ Result: api.invoicesOf("c1") }));
    expect(api.invoicesOf("zz")).toEqual([]);
  });
  it("pages and sorts charges, newest first unless asked otherwise", () => {
    const desc = run(api.listCharges("c1", { PageNumber: 1, PageSize: 2 }));
    expect(Either.isRight(desc) && desc.right.Transactions.map((t) => t.UUID)).toEqual(["b", "c"]);
    expect(Either.isRight(desc) && desc.right.PageInfo).toMatchObject({ TotalItemCount: 3, TotalPages: 2 });
    const asc = run(api.listCharges("c1", { PageNumber: 1, PageSize: 5, SortDesc: false }));
    expect(Either.isRight(asc) && asc.right.Transactions.map((t) => t.UUID)).toEqual(["a", "c", "b"]);
  });
  it("refuses bad paging, unknown customers and missing documents", () => {
    expect(Either.isLeft(run(api.listCharges("c1", { PageNumber: 0, PageSize: 2 })))).toBe(true);
    expect(Either.isLeft(run(api.listInvoices("c1", { PageNumber: 1, PageSize: 0 })))).toBe(true);
    expect(Either.isLeft(run(api.listReceipts("zz")))).toBe(true);
    expect(Either.isLeft(run(api.getBillingCycle("c1")))).toBe(true);
    expect(Either.isLeft(run(api.invoicePdf("c1", "1")))).toBe(true);
    expect(Either.isLeft(run(api.receiptPdf("c1", "r")))).toBe(true);
  });
});

describe("in-memory billing API layer", () => {
  it("provides the BillingApi tag", async () => {
    const out = await Effect.runPromise(
      Effect.either(
        Effect.flatMap(BillingApi, (b) => b.listReceipts("c")).pipe(Effect.provide(memoryBillingApiLayer())),
      ),
    );
    expect(Either.isLeft(out)).toBe(true);
  });
});
