import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import {
  changeBillingCycle,
  downloadInvoicePdf,
  downloadReceiptPdf,
  getInvoice,
  loadBillingCycle,
  loadInvoices,
  loadReceipts,
} from "@waea/domain/billing";
import { signedIn, signedInReaders, withFakeApi, withTransport, visitor } from "../support/fake-api";

const api = withFakeApi();
/** The tests that only read share one session per login. */
const reader = signedInReaders(api);

/** What a refusal says: a BillingError's message key, else the error's tag; undefined for a success. */
const refusal = (outcome: Either.Either<unknown, unknown>): string | undefined => {
  if (Either.isRight(outcome)) return undefined;
  const error = outcome.left as { readonly _tag: string; readonly message?: { readonly key?: string } };
  return error._tag === "BillingError" ? error.message?.key : error._tag;
};

describe("invoices (PAY-06)", () => {
  it("pages postpay@'s 25 invoices by 10 with the pager and the overdue warning", async () => {
    const postpay = await reader("postpay@waea.test");
    const page = await postpay.run(loadInvoices({ customerUUID: postpay.customer, pageNumber: 2 }));
    expect(page).toMatchObject({
      pageNumber: 2,
      totalPages: 3,
      totalItems: 25,
      pages: [1, 2, 3],
      overdueWarning: "billing.overdue_warning",
      loadingError: undefined,
    });
    expect(page.invoices).toHaveLength(10);
  });

  it("lists one status: the open invoices are the current period", async () => {
    const postpay = await reader("postpay@waea.test");
    const open = await postpay.run(loadInvoices({ customerUUID: postpay.customer, status: "OPEN" }));
    expect(open.invoices.length).toBeGreaterThan(0);
    expect(open.invoices.every((invoice) => invoice.Status === "OPEN")).toBe(true);
    expect(open.currentPeriod).toEqual(open.invoices);
  });

  it("a logout and access denied pass on; needs an account", async () => {
    const postpay = await reader("postpay@waea.test");
    const prepay = await reader("prepay@waea.test");
    // Another login's account is refused (403): access denied, not a list that failed to load (spec 01: 403 passes).
    expect(refusal(await prepay.attempt(loadInvoices({ customerUUID: postpay.customer })))).toBe("Forbidden");
    expect(refusal(await prepay.attempt(loadReceipts(postpay.customer)))).toBe("Forbidden");
    expect(refusal(await visitor(api()).attempt(loadInvoices({ customerUUID: postpay.customer })))).toBe(
      "Unauthorized",
    );
    expect(refusal(await postpay.attempt(loadInvoices({ customerUUID: " " })))).toBe(
      "billing.current_account_not_specified",
    );
  });

  it("finds one invoice by number, and rejects an unknown one with 'Invoice or receipt #number not found'", async () => {
    const postpay = await reader("postpay@waea.test");
    const [latest] = (await postpay.run(loadInvoices({ customerUUID: postpay.customer }))).invoices;
    const number = latest?.Number ?? "";
    expect((await postpay.run(getInvoice(postpay.customer, number))).Number).toBe(number);
    expect(await postpay.attempt(getInvoice(postpay.customer, "INV-99"))).toMatchObject({
      left: {
        _tag: "BillingError",
        message: { key: "billing.document_not_found", params: { number: "INV-99" } },
      },
    });
    const prepay = await reader("prepay@waea.test");
    expect(refusal(await prepay.attempt(getInvoice(postpay.customer, number)))).toBe("Forbidden");
  });
});

describe("invoice and receipt PDFs (PAY-06, PAY-07)", () => {
  it("downloads an invoice and a receipt as named PDFs", async () => {
    const postpay = await reader("postpay@waea.test");
    const [latest] = (await postpay.run(loadInvoices({ customerUUID: postpay.customer }))).invoices;
    const invoice = await postpay.run(downloadInvoicePdf(postpay.customer, latest?.Number ?? ""));
    expect(invoice.fileName).toBe(`invoice-${latest?.Number}.pdf`);
    expect(Buffer.from(invoice.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    const [receipt] = (await postpay.run(loadReceipts(postpay.customer))).receipts;
    const pdf = await postpay.run(downloadReceiptPdf(postpay.customer, receipt?.ID ?? ""));
    expect(pdf.fileName).toBe(`receipt-${receipt?.ID}.pdf`);
    expect(pdf.bytes.length).toBeGreaterThan(0);
  });

  it("refuses a missing number or id, an unknown document, and a download the operator refuses", async () => {
    const postpay = await reader("postpay@waea.test");
    const cases = [
      [downloadInvoicePdf(postpay.customer, ""), "billing.invoice_number_required"],
      [downloadReceiptPdf(postpay.customer, " "), "billing.receipt_id_required"],
      [downloadInvoicePdf(postpay.customer, "INV-99"), "billing.document_not_found"],
      [downloadReceiptPdf(postpay.customer, "no-such-receipt"), "billing.document_not_found"],
      [downloadInvoicePdf("", "INV-1"), "billing.current_account_not_specified"],
      [downloadReceiptPdf("", "r1"), "billing.current_account_not_specified"],
    ] as const;
    for (const [program, key] of cases) expect(refusal(await postpay.attempt(program))).toBe(key);
    const [latest] = (await postpay.run(loadInvoices({ customerUUID: postpay.customer }))).invoices;
    const prepay = await reader("prepay@waea.test");
    expect(refusal(await prepay.attempt(downloadInvoicePdf(postpay.customer, latest?.Number ?? "")))).toBe(
      "billing.file_downloading_error",
    );
  });
});

describe("receipts (PAY-07)", () => {
  it("lists postpay@'s receipts newest first; a list it cannot read is empty with the loading error", async () => {
    const postpay = await reader("postpay@waea.test");
    const { receipts, loadingError } = await postpay.run(loadReceipts(postpay.customer));
    expect(loadingError).toBeUndefined();
    expect(receipts.length).toBeGreaterThan(10);
    const times = receipts.map((receipt) => receipt.CreatedAtNanos ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The operator failing the call is not something the demo world can be asked to do: the transport answers it.
    const failing = (path: string) =>
      withTransport(api(), postpay.storage, (url) =>
        url.includes(path) ? Response.json({ err_message: "boom" }, { status: 500 }) : undefined,
      );
    expect(await failing("/receipt").run(loadReceipts(postpay.customer))).toEqual({
      receipts: [],
      loadingError: "billing.receipts_load_error",
    });
    expect(await failing("/invoices").run(loadInvoices({ customerUUID: postpay.customer }))).toMatchObject({
      invoices: [],
      loadingError: "billing.invoices_load_error",
    });
    expect(refusal(await postpay.attempt(loadReceipts("")))).toBe("billing.current_account_not_specified");
  });
});

describe("billing cycle (PAY-09)", () => {
  it("reads postpay@'s monthly cycle; an account without one, or none named, reads as none", async () => {
    const postpay = await reader("postpay@waea.test");
    const current = await postpay.run(loadBillingCycle(postpay.customer));
    expect(Option.getOrUndefined(current)?.option).toBe("monthly");
    const prepay = await reader("prepay@waea.test");
    expect(Option.isNone(await prepay.run(loadBillingCycle(prepay.customer)))).toBe(true);
    expect(Option.isNone(await prepay.run(loadBillingCycle("")))).toBe(true);
  });

  it("changes postpay@'s cycle to 7 days, closing its open bills as due", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const open = (await postpay.run(loadInvoices({ customerUUID: postpay.customer, status: "OPEN" })))
      .invoices;
    const changed = await postpay.run(changeBillingCycle(postpay.customer, "seven_days", true));
    expect(changed).toEqual({
      BillingCycle: { Type: "days", Value: 7 },
      ClosedInvoices: open.map((invoice) => invoice.Number),
    });
    const after = await postpay.run(loadInvoices({ customerUUID: postpay.customer, status: "OPEN" }));
    expect(after.invoices).toEqual([]);
    expect(Option.getOrUndefined(await postpay.run(loadBillingCycle(postpay.customer)))?.option).toBe(
      "seven_days",
    );
  });

  it("refuses when the environment does not allow it or the cycle is already in force", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(refusal(await postpay.attempt(changeBillingCycle(postpay.customer, "seven_days", false)))).toBe(
      "billing.cycle_change_not_allowed",
    );
    expect(refusal(await postpay.attempt(changeBillingCycle(postpay.customer, "monthly", true)))).toBe(
      "billing.cycle_unchanged",
    );
  });

  it("the operator refuses too where the account may not change it (suspended@)", async () => {
    const suspended = await signedIn(api(), "suspended@waea.test");
    expect(await suspended.attempt(changeBillingCycle(suspended.customer, "seven_days", true))).toMatchObject(
      {
        left: { _tag: "ApiFailure", status: 400 },
      },
    );
  });
});
