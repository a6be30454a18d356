import { describe, expect, it } from "vitest";
import type { Invoice } from "@waea/domain/billing";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const setup = async (email = "postpay@waea.test") => {
  const app = api();
  const data = await app.signIn(email);
  const uuid = data.AuthResponse?.CustomerUUID ?? "";
  const get = (url: string) => app.call({ method: "GET", url: `/api${url}` }, data.JWT);
  return { ...app, data, uuid, get };
};

describe("invoices (PAY-06)", () => {
  it("pages by status with PageInfo and summary fields", async () => {
    const { get, uuid } = await setup();
    const first = (await get(`/v3/customer/${uuid}/invoices?PageSize=10&PageNumber=3`)).json();
    expect(first.Invoices).toHaveLength(5);
    expect(first.PageInfo).toEqual({
      PageNumber: 3,
      PageItemCount: 5,
      TotalPages: 3,
      TotalItemCount: 25,
      IndexStart: 21,
    });
    expect(first.Summary.OverdueCount).toBe(1);
    const due = (await get(`/v3/customer/${uuid}/invoices?Status=DUE&PageSize=10&PageNumber=1`)).json();
    expect(due.Invoices.map((invoice: Invoice) => invoice.Status)).toEqual(["DUE"]);
    expect((await get(`/v3/customer/${uuid}/invoices?PageSize=0&PageNumber=1`)).status).toBe(400);
    expect((await get(`/v3/customer/${uuid}/invoices?PageSize=10`)).json().err_message).toMatch(
      /^query\.PageNumber/,
    );
    expect((await get(`/v3/customer/${uuid}/invoices?Status=LOST&PageSize=10&PageNumber=1`)).status).toBe(
      400,
    );
    expect((await get(`/v2/customer/${uuid}/invoices`)).json().Result).toHaveLength(25);
  });

  it("finds one invoice by number and makes its PDF; an unknown number is the spec's 404", async () => {
    const { get, uuid } = await setup();
    const number = (await get(`/v3/customer/${uuid}/invoices?PageSize=1&PageNumber=1`)).json().Invoices[0]
      .Number;
    expect((await get(`/v3/customer/${uuid}/invoices/${number}`)).json().Number).toBe(number);
    const pdf = await get(`/customer/${uuid}/invoice/${number}/pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.body.startsWith("%PDF-")).toBe(true);
    expect((await get(`/customer/${uuid}/invoice/INV-0/pdf`)).json()).toEqual({
      err_message: "Invoice or receipt #INV-0 not found",
    });
  });

  it("lists receipts and their PDFs, and charges page by page", async () => {
    const { get, uuid } = await setup();
    const receipts = (await get(`/customer/${uuid}/receipt`)).json().Receipts;
    expect(receipts.length).toBeGreaterThan(10);
    const receiptPdf = await get(`/customer/${uuid}/receipt/${receipts[0].ID}/pdf`);
    expect(receiptPdf.headers["content-type"]).toBe("application/pdf");
    expect(receiptPdf.body.startsWith("%PDF-")).toBe(true);
    const charges = (await get(`/v2/customer/${uuid}/charges?PageNumber=1&PageSize=4&SortDesc=false`)).json();
    expect(charges.Transactions).toHaveLength(4);
    const times = charges.Transactions.map((charge: { CreatedAtNanos: number }) => charge.CreatedAtNanos);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect((await get(`/v2/customer/${uuid}/charges?PageNumber=1&PageSize=4&SortBy=Secret`)).status).toBe(
      400,
    );
  });
});

describe("billing cycle (PAY-09)", () => {
  it("reads the cycle; a change closes open bills as due", async () => {
    const { get, call, uuid, data, store } = await setup();
    expect((await get(`/customers/${uuid}/billing-cycle`)).json()).toEqual({
      BillingCycle: { Type: "monthly" },
    });
    const post = (BillingCycle: unknown) =>
      call(
        { method: "POST", url: `/api/customers/${uuid}/billing-cycle`, payload: { BillingCycle } },
        data.JWT,
      );
    const before = store.digest();
    expect((await post({ Type: "monthly" })).json()).toEqual({
      err_message: "This is already your billing cycle",
    });
    expect((await post({ Type: "days", Value: 10 })).json()).toEqual({
      err_message: "body.BillingCycle.Value: must be 7 or 28",
    });
    expect((await post({ Type: "weekly" })).status).toBe(400);
    expect(store.digest()).toBe(before);
    const changed = (await post({ Type: "days", Value: 7 })).json();
    expect(changed.BillingCycle).toEqual({ Type: "days", Value: 7 });
    expect(changed.ClosedInvoices).toHaveLength(1);
    const open = (await get(`/v3/customer/${uuid}/invoices?Status=OPEN&PageSize=10&PageNumber=1`)).json();
    expect(open.PageInfo.TotalItemCount).toBe(0);
  });

  it("is refused where the account may not change it, and absent for prepay", async () => {
    const suspended = await setup("suspended@waea.test");
    const refused = await suspended.call(
      {
        method: "POST",
        url: `/api/customers/${suspended.uuid}/billing-cycle`,
        payload: { BillingCycle: { Type: "days", Value: 7 } },
      },
      suspended.data.JWT,
    );
    expect(refused.status).toBe(400);
    expect(refused.json().err_message).not.toMatch(/^billing\./);
    const prepay = await setup("prepay@waea.test");
    expect((await prepay.get(`/customers/${prepay.uuid}/billing-cycle`)).status).toBe(404);
  });
});
