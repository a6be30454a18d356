import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import {
  changeBillingCycle,
  getReceipt,
  loadInvoices,
  loadReceipts,
  previewBillingCycleChange,
  type Invoice,
} from "@waea/domain/billing";
import { loadAccountBill } from "@waea/domain/payments";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

const refusalKey = (outcome: Either.Either<unknown, unknown>): string | undefined =>
  Either.isLeft(outcome)
    ? (outcome.left as { readonly message?: { readonly key?: string } }).message?.key
    : undefined;

describe("billing cycle change, before and after (PAY-09)", () => {
  it("PAY-09: says which open bill the change closes and what becomes due, and changes nothing", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const open: ReadonlyArray<Invoice> = (
      await postpay.run(loadInvoices({ customerUUID: postpay.customer, status: "OPEN" }))
    ).invoices;
    expect(open).toHaveLength(1);
    const before = api().store.digest();
    const preview = await postpay.run(previewBillingCycleChange(postpay.customer, "seven_days", true));
    expect(preview).toEqual({
      closing: open.map((invoice) => ({
        Number: invoice.Number,
        RemainingAmountCents: invoice.RemainingAmountCents,
      })),
      dueNowCents: open[0]?.RemainingAmountCents,
    });
    expect(api().store.digest()).toBe(before);
  });

  it("PAY-09: refuses before confirming when the environment does not allow it or nothing would change", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(
      refusalKey(await postpay.attempt(previewBillingCycleChange(postpay.customer, "seven_days", false))),
    ).toBe("billing.cycle_change_not_allowed");
    expect(
      refusalKey(await postpay.attempt(previewBillingCycleChange(postpay.customer, "monthly", true))),
    ).toBe("billing.cycle_unchanged");
  });

  it("PAY-09: after a change to 7 days the current cycle starts today and contains today", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    await postpay.run(changeBillingCycle(postpay.customer, "seven_days", true));
    const bill = await postpay.run(loadAccountBill(postpay.customer));
    const now = api().clock.nowMillis();
    expect(bill?.currentCycle?.fromMillis).toBeLessThanOrEqual(now);
    expect(bill?.currentCycle?.uptoMillis).toBeGreaterThan(now);
    expect((bill?.currentCycle?.uptoMillis ?? 0) - (bill?.currentCycle?.fromMillis ?? 0)).toBe(
      7 * 86_400_000,
    );
  });

  it("no seeded invoice is made in the future", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const page = await postpay.run(loadInvoices({ customerUUID: postpay.customer, pageSize: 25 }));
    const now = api().clock.nowMillis();
    expect(page.invoices).toHaveLength(25);
    expect(page.invoices.every((invoice) => (invoice.CreatedAtNanos ?? 0) / 1e6 <= now)).toBe(true);
  });
});

describe("one receipt (PAY-07)", () => {
  it("PAY-07: finds a receipt by its number or id; an unknown one is the spec's not found", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const { receipts } = await postpay.run(loadReceipts(postpay.customer));
    const first = receipts[0];
    expect(first?.Number).toBeDefined();
    expect(await postpay.run(getReceipt(postpay.customer, first?.Number ?? ""))).toEqual(first);
    expect(await postpay.run(getReceipt(postpay.customer, first?.ID ?? ""))).toEqual(first);
    const missing = await postpay.attempt(getReceipt(postpay.customer, "RCP-0"));
    expect(Either.isLeft(missing) && missing.left).toMatchObject({
      message: { key: "billing.document_not_found", params: { number: "RCP-0" } },
    });
  });
});
