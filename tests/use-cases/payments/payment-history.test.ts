import { describe, expect, it } from "vitest";
import { PaymentStatusGroups, loadPaymentHistory, paymentDisplayDate } from "@waea/domain/payments";
import { signedIn, withFakeApi, visitor } from "../support/fake-api";
import { refusal } from "./support";

const api = withFakeApi();

describe("payment history (PAY-08)", () => {
  it("pages prepay@'s 30 payments by 14, newest first, each with its status group and NZ date", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const first = await prepay.run(loadPaymentHistory(prepay.customer));
    expect(first).toMatchObject({ pageNumber: 1, totalPages: 3, pages: [1, 2, 3], loadError: undefined });
    expect(first.rows).toHaveLength(14);
    for (const row of first.rows) {
      expect(PaymentStatusGroups).toContain(row.group);
      expect(paymentDisplayDate(row.transaction, "en")).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} @ \d{2}:\d{2}$/);
    }
    const times = first.rows.map((row) => row.transaction.CreatedAtNanos ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await prepay.run(loadPaymentHistory(prepay.customer, 3));
    expect(last).toMatchObject({ pageNumber: 3, loadError: undefined });
    expect(last.rows).toHaveLength(2);
  });

  it("shows a page that cannot be read as empty with the load error; a logout passes on", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    // Another login's account is refused (403): the page is stored empty with its error.
    expect(await prepay.run(loadPaymentHistory(postpay.customer, 2))).toEqual({
      rows: [],
      pageNumber: 2,
      totalPages: 2,
      pages: [1, 2],
      loadError: "payments.history_load_error",
    });
    expect(refusal(await visitor(api()).attempt(loadPaymentHistory(prepay.customer)))).toBe("Unauthorized");
    expect(refusal(await prepay.attempt(loadPaymentHistory("")))).toBe(
      "payments.current_account_not_specified",
    );
  });
});
