import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { ApiFailure, Unauthorized } from "../../ports";
import { BillingApi, type BillingApiService } from "../billing-api";
import { makeMemoryBillingApi, type BillingWorld } from "../billing-api-memory";
import type { Invoice } from "../invoice";
import { changeBillingCycle, loadBillingCycle } from "./billing-cycle";
import { downloadInvoicePdf, downloadReceiptPdf } from "./download-document";
import { getInvoice } from "./get-invoice";
import { loadInvoices } from "./load-invoices";
import { loadReceipts } from "./load-receipts";

const inv = (n: number, Status: Invoice["Status"]): Invoice => ({
  Number: `INV-${n}`,
  Status,
  ChargesCents: 1000 + n,
  GSTCents: 150,
  RemainingAmountCents: Status === "PAID" ? 0 : 1000 + n,
});

const pdf = new Uint8Array([37, 80, 68, 70]);
const world = (): BillingWorld => ({
  invoices: {
    c1: [...Array.from({ length: 23 }, (_, i) => inv(i + 1, "PAID")), inv(24, "OPEN"), inv(25, "OVERDUE")],
    c2: [inv(1, "DUE")],
  },
  receipts: {
    c1: [
      { ID: "r1", AmountCents: 500, CreatedAtNanos: 1 },
      { ID: "r2", AmountCents: 700, CreatedAtNanos: 2 },
      { ID: "r3", AmountCents: 700 },
    ],
  },
  cycles: { c1: { Type: "monthly" } },
  invoicePdfs: { "INV-1": pdf, "INV-2": new Uint8Array() },
  receiptPdfs: { r1: pdf },
});

const run = <A, E>(
  program: Effect.Effect<A, E, BillingApi>,
  api: BillingApiService = makeMemoryBillingApi(world()),
) => Effect.runPromise(Effect.either(program.pipe(Effect.provide(Layer.succeed(BillingApi, api)))));

const failing = (error: ApiFailure | Unauthorized): BillingApiService => {
  const base = makeMemoryBillingApi(world());
  return {
    ...base,
    listInvoices: () => Effect.fail(error),
    listReceipts: () => Effect.fail(error),
    getBillingCycle: () => Effect.fail(error),
    invoicePdf: () => Effect.fail(error),
    getInvoice: () => Effect.fail(error),
  };
};

describe("loadInvoices", () => {
  it("loads a page of 10 with the pager window and the overdue warning", async () => {
    const page = await run(loadInvoices({ customerUUID: "c1", pageNumber: 2 }));
    expect(Either.isRight(page)).toBe(true);
    if (Either.isLeft(page)) return;
    expect(page.right.invoices.map((i) => i.Number)[0]).toBe("INV-11");
    expect(page.right.invoices).toHaveLength(10);
    expect(page.right.totalPages).toBe(3);
    expect(page.right.pages).toEqual([1, 2, 3]);
    expect(page.right.overdueWarning).toBe("billing.overdue_warning");
    expect(page.right.loadingError).toBeUndefined();
  });
  it("filters by status and shows the current period", async () => {
    const page = await run(loadInvoices({ customerUUID: "c1", status: "OPEN" }));
    expect(Either.isRight(page) && page.right.currentPeriod.map((i) => i.Number)).toEqual(["INV-24"]);
  });
  it("empties the list and flags the loading error when the call fails", async () => {
    const page = await run(
      loadInvoices({ customerUUID: "c1" }),
      failing(new ApiFailure({ call: "x", status: 500, message: "boom" })),
    );
    expect(Either.isRight(page) && page.right).toMatchObject({
      invoices: [],
      loadingError: "billing.invoices_load_error",
    });
    const unknown = await run(loadInvoices({ customerUUID: "nobody" }));
    expect(Either.isRight(unknown) && unknown.right.loadingError).toBe("billing.invoices_load_error");
  });
  it("passes a logout on, and needs an account", async () => {
    const out = await run(
      loadInvoices({ customerUUID: "c1" }),
      failing(new Unauthorized({ call: "x", message: "401" })),
    );
    expect(Either.isLeft(out) && out.left._tag).toBe("Unauthorized");
    const none = await run(loadInvoices({ customerUUID: " " }));
    expect(Either.isLeft(none) && none.left).toMatchObject({
      _tag: "BillingError",
      message: { key: "billing.current_account_not_specified" },
    });
  });
});

describe("getInvoice", () => {
  it("finds an invoice by number", async () => {
    const found = await run(getInvoice("c1", "INV-25"));
    expect(Either.isRight(found) && found.right.Status).toBe("OVERDUE");
  });
  it("rejects with 'Invoice or receipt #number not found'", async () => {
    const missing = await run(getInvoice("c1", "INV-99"));
    expect(Either.isLeft(missing) && missing.left).toMatchObject({
      message: { key: "billing.document_not_found", params: { number: "INV-99" } },
    });
    const other = await run(
      getInvoice("c1", "INV-1"),
      failing(new ApiFailure({ call: "x", status: 500, message: "" })),
    );
    expect(Either.isLeft(other) && other.left._tag).toBe("ApiFailure");
  });
});

describe("PDF downloads", () => {
  it("downloads an invoice and a receipt PDF with their names", async () => {
    const invoice = await run(downloadInvoicePdf("c1", "INV-1"));
    expect(Either.isRight(invoice) && invoice.right.fileName).toBe("invoice-INV-1.pdf");
    const receipt = await run(downloadReceiptPdf("c1", "r1"));
    expect(Either.isRight(receipt) && receipt.right).toMatchObject({
      fileName: "receipt-r1.pdf",
      bytes: pdf,
    });
  });
  it("refuses an empty file, a missing number and an unknown document", async () => {
    const key = async (program: Effect.Effect<unknown, unknown, BillingApi>, api?: BillingApiService) => {
      const out = await run(program, api);
      return Either.isLeft(out) ? (out.left as { message?: { key: string } }).message?.key : undefined;
    };
    expect(await key(downloadInvoicePdf("c1", "INV-2"))).toBe("billing.file_downloading_error");
    expect(await key(downloadInvoicePdf("c1", ""))).toBe("billing.invoice_number_required");
    expect(await key(downloadReceiptPdf("c1", ""))).toBe("billing.receipt_id_required");
    expect(await key(downloadReceiptPdf("c1", "r2"))).toBe("billing.document_not_found");
    expect(await key(downloadInvoicePdf("", "INV-1"))).toBe("billing.current_account_not_specified");
    expect(await key(downloadReceiptPdf("", "r1"))).toBe("billing.current_account_not_specified");
    expect(
      await key(
        downloadInvoicePdf("c1", "INV-1"),
        failing(new ApiFailure({ call: "x", status: 500, message: "" })),
      ),
    ).toBe("billing.file_downloading_error");
  });
});

describe("loadReceipts", () => {
  it("lists receipts newest first", async () => {
    const list = await run(loadReceipts("c1"));
    expect(Either.isRight(list) && list.right.receipts.map((r) => r.ID)).toEqual(["r2", "r1", "r3"]);
  });
  it("empties the list on failure", async () => {
    const list = await run(
      loadReceipts("c1"),
      failing(new ApiFailure({ call: "x", status: 500, message: "" })),
    );
    expect(Either.isRight(list) && list.right).toEqual({
      receipts: [],
      loadingError: "billing.receipts_load_error",
    });
    expect(Either.isLeft(await run(loadReceipts("")))).toBe(true);
  });
});

describe("billing cycle", () => {
  it("reads the cycle and resets silently on failure", async () => {
    const current = await run(loadBillingCycle("c1"));
    expect(Either.isRight(current) && Option.getOrUndefined(current.right)?.option).toBe("monthly");
    const failed = await run(
      loadBillingCycle("c1"),
      failing(new ApiFailure({ call: "x", status: 500, message: "" })),
    );
    expect(Either.isRight(failed) && Option.isNone(failed.right)).toBe(true);
    const none = await run(loadBillingCycle(""));
    expect(Either.isRight(none) && Option.isNone(none.right)).toBe(true);
  });
  it("changes the cycle, closing open bills as due", async () => {
    const api = makeMemoryBillingApi(world());
    const changed = await run(changeBillingCycle("c1", "seven_days", true), api);
    expect(Either.isRight(changed) && changed.right).toEqual({
      BillingCycle: { Type: "days", Value: 7 },
      ClosedInvoices: ["INV-24"],
    });
    expect(api.invoicesOf("c1").find((i) => i.Number === "INV-24")?.Status).toBe("DUE");
  });
  it("refuses when not allowed or unchanged", async () => {
    const off = await run(changeBillingCycle("c1", "seven_days", false));
    expect(Either.isLeft(off) && off.left).toMatchObject({
      message: { key: "billing.cycle_change_not_allowed" },
    });
    const same = await run(changeBillingCycle("c1", "monthly", true));
    expect(Either.isLeft(same) && same.left).toMatchObject({ message: { key: "billing.cycle_unchanged" } });
  });
  it("the server refuses too when the environment does not allow it", async () => {
    const api = makeMemoryBillingApi({ ...world(), allowCycleChange: false });
    const out = await run(changeBillingCycle("c1", "seven_days", true), api);
    expect(Either.isLeft(out) && out.left).toMatchObject({ _tag: "ApiFailure", status: 400 });
    expect(Either.isLeft(await run(changeBillingCycle("zz", "seven_days", true), api))).toBe(true);
  });
});
