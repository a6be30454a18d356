import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";
import { skeletonShownDuring } from "../../test/skeleton-watch";

const api = withPortal();

const open = async (path: string) => {
  const storage = await returningVisitor(api(), "postpay@waea.test");
  const app = await renderApp(api(), path, { storage });
  await screen.findByRole("heading", { level: 1 });
  return app;
};

const bodyRows = async (caption: RegExp) => {
  const table = (await screen.findByText(caption, { selector: "caption" })).closest("table");
  return [...(table?.querySelectorAll("tbody tr") ?? [])];
};

afterEach(() => vi.restoreAllMocks());

describe("invoices and receipts (PAY-06, PAY-07)", () => {
  it("PAY-06: postpay@ pages through 25 invoices, filters by status, and is warned of the overdue one", async () => {
    const app = await open("/profile/invoices");
    expect(await bodyRows(/page 1 of 3$/)).toHaveLength(10);
    expect(screen.getByRole("alert").textContent).toBe(
      "You have an overdue invoice. Please pay it to avoid interruption to your service.",
    );
    const pager = screen.getByRole("navigation", { name: "Pages of invoices" });
    // The first page's rows stay until the third arrives: no skeleton of another size in between.
    expect(
      await skeletonShownDuring(async () => {
        await app.user.click(within(pager).getByRole("button", { name: "Page 3" }));
        expect(await bodyRows(/page 3 of 3$/)).toHaveLength(5);
      }),
    ).toBe(false);
    await app.user.click(screen.getByRole("radio", { name: "Paid" }));
    const paid = await bodyRows(/page 1 of 3$/);
    expect(paid.every((row) => within(row as HTMLElement).queryByText("Paid") !== null)).toBe(true);
    await app.user.click(screen.getByRole("radio", { name: "Overdue" }));
    const overdue = await bodyRows(/page 1 of 1$/);
    expect(overdue).toHaveLength(1);
    expect(screen.queryByRole("navigation", { name: "Pages of invoices" })).toBeNull();
  }, 30_000);

  it("PAY-06: one invoice shows its charges and figures, and its PDF downloads under its name", async () => {
    const app = await open("/profile/invoices");
    const first = (await bodyRows(/page 1 of 3$/))[0]?.querySelector("a");
    const number = first?.textContent ?? "";
    await app.user.click(first as HTMLAnchorElement);
    expect(await screen.findByRole("heading", { level: 2, name: `Invoice ${number}` })).toBeTruthy();
    expect(screen.getByText("Total (GST inclusive)")).toBeTruthy();
    expect(screen.getByText("GST (15%) included")).toBeTruthy();
    expect(screen.getByText(/monthly plan$/)).toBeTruthy();
    const saved: { name: string; size: number }[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push({ name: "", size: (blob as Blob).size });
      return "blob:invoice";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last !== undefined) last.name = this.download;
    });
    await app.user.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`invoice-${number}.pdf`);
    expect(saved[0]?.size).toBeGreaterThan(1000);
  }, 30_000);

  it("PAY-06: an unknown invoice number says so", async () => {
    await open("/profile/account/invoices/INV-0");
    expect(await screen.findByText("Invoice or receipt #INV-0 not found")).toBeTruthy();
  });

  it("PAY-07: receipts page by ten, newest first; one opens with what was paid, how and when", async () => {
    const app = await open("/profile/receipts");
    const rows = await bodyRows(/^Your receipts, newest first, page 1 of \d+$/);
    expect(rows).toHaveLength(10);
    const link = rows[0]?.querySelector("a");
    const number = link?.textContent ?? "";
    await app.user.click(link as HTMLAnchorElement);
    expect(await screen.findByRole("heading", { level: 2, name: `Receipt ${number}` })).toBeTruthy();
    expect(screen.getByText("Paid by").nextElementSibling?.textContent).toBe("Visa 4242");
    expect(screen.getByText("Paid on").nextElementSibling?.textContent).toMatch(
      /^\d{2} [A-Z][a-z]{2} \d{4} @ \d{2}:\d{2}$/,
    );
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeTruthy();
  }, 30_000);
});
