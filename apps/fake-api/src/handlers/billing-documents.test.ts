import { describe, expect, it } from "vitest";
import type { Invoice, Receipt } from "@waea/domain/billing";
import { formatNzd } from "@waea/domain/money";
import { OPERATOR } from "../world/operator";
import { pdfText } from "./pdf-text-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

/** postpay@, renamed through the operator's own personal-data call to a name with macrons. */
const renamedPostpay = async () => {
  const app = api();
  const data = await app.signIn("postpay@waea.test");
  const uuid = data.AuthResponse?.CustomerUUID ?? "";
  const renamed = await app.call(
    {
      method: "PUT",
      url: `/api/v2/67/customer/${uuid}`,
      payload: { SPID: 67, FirstName: "Tāmati", LastName: "Ngāti Pōneke", Email: "postpay@waea.test" },
    },
    data.JWT,
  );
  expect(renamed.json()).toMatchObject({ FirstName: "Tāmati" });
  const headers = { authorization: `Bearer ${data.JWT}` };
  const bytes = async (path: string) => {
    const reply = await app.fetch(`http://fake-api/api${path}`, { headers });
    expect(reply.headers.get("content-type")).toBe("application/pdf");
    return new Uint8Array(await reply.arrayBuffer());
  };
  const json = async <A>(path: string): Promise<A> =>
    (await (await app.fetch(`http://fake-api/api${path}`, { headers })).json()) as A;
  return { uuid, bytes, json, account: renamed.json().AccountNumber as string };
};

describe("invoice and receipt PDFs (PAY-06, PAY-07)", () => {
  it("PAY-06: an invoice is a NZ tax invoice in a Unicode font: the name keeps its macrons, GST and each charge", async () => {
    const { uuid, bytes, json, account } = await renamedPostpay();
    const { Invoices } = await json<{ Invoices: Invoice[] }>(
      `/v3/customer/${uuid}/invoices?Status=OVERDUE&PageSize=1&PageNumber=1`,
    );
    const invoice = Invoices[0] as Invoice;
    const pdf = await bytes(`/customer/${uuid}/invoice/${invoice.Number}/pdf`);
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(pdf);
    expect(text).toContain("Tāmati Ngāti Pōneke");
    expect(text).not.toContain("Ngati");
    expect(text).toContain(OPERATOR.Name);
    expect(text).toContain(`GST number: ${OPERATOR.GSTNumber}`);
    expect(text).toContain("Tax invoice");
    expect(text).toContain(`Account number: ${account}`);
    expect(text).toContain(invoice.Number);
    expect(text).toMatch(/Period \d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}/);
    for (const line of invoice.Lines ?? []) {
      expect(text).toContain(line.Description);
      expect(text).toContain(formatNzd(line.AmountCents));
    }
    expect(invoice.Lines?.reduce((sum, line) => sum + line.AmountCents, 0)).toBe(invoice.ChargesCents);
    expect(text).toContain(`GST (15%) included in the total ${formatNzd(invoice.GSTCents ?? -1)}`);
    expect(text).toContain(`Discount -${formatNzd(invoice.DiscountCents ?? 0)}`);
    expect(text).toContain(`Total (GST inclusive) ${formatNzd(invoice.TotalCents ?? -1)}`);
    expect(text).toContain(`Amount remaining ${formatNzd(invoice.RemainingAmountCents)}`);
    expect(text).toMatch(/Due date \d{2}-\d{2}-\d{4}/);
  });

  it("PAY-07: a receipt says what was paid, how and when, for whom", async () => {
    const { uuid, bytes, json } = await renamedPostpay();
    const { Receipts } = await json<{ Receipts: Receipt[] }>(`/customer/${uuid}/receipt`);
    const receipt = Receipts[0] as Receipt;
    const text = await pdfText(await bytes(`/customer/${uuid}/receipt/${receipt.ID}/pdf`));
    expect(text).toContain("Tāmati Ngāti Pōneke");
    expect(text).toContain("Receipt");
    expect(text).toContain(`Amount paid ${formatNzd(receipt.AmountCents)}`);
    expect(text).toContain(`Paid by ${receipt.PaymentMethod ?? "?"}`);
    expect(text).toMatch(/Paid on \d{2} [A-Z][a-z]{2} \d{4} @ \d{2}:\d{2}/);
    expect(text).toContain(`For invoice ${receipt.InvoiceNumber ?? "?"}`);
  });
});
