import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { accountOf } from "../../test/demo-world";
import { returningVisitor } from "../../test/returning-visitor";
import { skeletonShownDuring } from "../../test/skeleton-watch";

const api = withPortal();

const rowsOf = async (caption: RegExp) => {
  const table = (await screen.findByText(caption, { selector: "caption" })).closest("table");
  return [...(table?.querySelectorAll("tbody tr") ?? [])] as HTMLElement[];
};

describe("payment history (PAY-08)", () => {
  it("PAY-08: a page change keeps the rows on screen until the next page arrives (no skeleton, no jump); the caption is for screen readers only", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/profile/payments-history", { storage });
    const caption = await screen.findByText(/page 1 of 3$/, { selector: "caption" });
    // The card's title says "Your payments"; the caption does not repeat it on screen.
    expect(caption.className).toBe("visually-hidden");
    const pager = screen.getByRole("navigation", { name: "Pages of payments" });
    expect(
      await skeletonShownDuring(async () => {
        await app.user.click(within(pager).getByRole("button", { name: "Page 2" }));
        await rowsOf(/page 2 of 3$/);
      }),
    ).toBe(false);
  }, 30_000);

  it("PAY-08: prepay@'s 30 payments in three pages of 14, with every status group as a badge and its date format", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/profile/payments-history", { storage });
    const first = await rowsOf(/page 1 of 3$/);
    expect(first).toHaveLength(14);
    expect(within(first[0] as HTMLElement).getByRole("rowheader").textContent).toMatch(
      /^\d{2} [A-Z][a-z]{2} \d{4} @ \d{2}:\d{2}$/,
    );
    const pager = () => screen.getByRole("navigation", { name: "Pages of payments" });
    const seen = new Set<string>();
    const badges = (rows: HTMLElement[]) =>
      rows.forEach((row) => seen.add(row.querySelectorAll("td")[2]?.textContent ?? ""));
    badges(first);
    await app.user.click(within(pager()).getByRole("button", { name: "Page 2" }));
    badges(await rowsOf(/page 2 of 3$/));
    await app.user.click(within(pager()).getByRole("button", { name: "Page 3" }));
    const last = await rowsOf(/page 3 of 3$/);
    expect(last).toHaveLength(2);
    badges(last);
    expect([...seen].sort()).toEqual(
      ["Action required", "Completed", "Declined", "Others", "Pending", "Refunded", "Unknown"].sort(),
    );
  }, 30_000);

  it("PAY-08: in Māori the month is named in te reo", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    await renderApp(api(), "/profile/payments-history?language=mi-NZ", { storage });
    const first = await rowsOf(/whārangi 1 o 3$/);
    const months = ["Hān", "Pēp", "Māe", "Āpe", "Mei", "Hun", "Hūr", "Āku", "Hep", "Oke", "Noe", "Tīh"];
    const when = within(first[0] as HTMLElement).getByRole("rowheader").textContent ?? "";
    expect(months.some((month) => when.includes(` ${month} `))).toBe(true);
  }, 30_000);

  it("SHOP-05, PAY-08: an order paid by instalments is in the history as an instalment payment", async () => {
    const storage = await returningVisitor(api(), "postpay@waea.test");
    // An approved instalment payment as the fake API's provider records it (the provider's page is a browser step).
    const customer = accountOf(api(), "postpay@waea.test");
    const history = api().store.world.payments.history;
    history[customer] = [
      {
        UUID: "instalment-payment",
        CreatedAtNanos: api().clock.nowMillis() * 1_000_000,
        Status: "COMPLETED",
        AmountCents: 4_500,
        Description: "Order ORD-1",
        PaymentMethodType: "instalments",
      },
      ...(history[customer] ?? []),
    ];
    api().store.changed();
    await renderApp(api(), "/profile/payments-history", { storage });
    const [first] = await rowsOf(/page 1 of/);
    const cells = [...(first?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent);
    expect(cells).toEqual(["Order ORD-1", "Instalments", "Completed", "$45.00"]);
  }, 30_000);
});
