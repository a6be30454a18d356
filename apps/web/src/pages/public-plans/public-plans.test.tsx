import { screen, within } from "@testing-library/react";
import { developmentSettings, withSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp, withPortal } from "../../test/render-app";

const api = withPortal();

/** A plan's card: the list item its heading names. */
const cardOf = async (name: string): Promise<HTMLElement> => {
  const item = (await screen.findByRole("heading", { level: 3, name })).closest("li");
  if (item === null) throw new Error(`no card for ${name}`);
  return item;
};

const namesIn = (list: string) =>
  within(screen.getByRole("list", { name: list }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("public plans pages (PLAN-07)", () => {
  it("PLAN-07: shows postpay and prepay plans signed out, filters them, and marks the plan :plan names", async () => {
    const app = await renderApp(api(), "/plans");
    expect(await screen.findByRole("heading", { level: 1, name: "Mobile plans" })).toBeTruthy();
    await screen.findByRole("list", { name: "Postpay plans" });
    expect(namesIn("Postpay plans")).toContain("Postpay Unlimited Max");
    expect(namesIn("Prepay plans")).toContain("Kōrero 2GB");
    const max = await cardOf("Postpay Unlimited Max");
    expect(within(max).getByText("Was $85.00")).toBeTruthy();
    expect(within(max).getByText("Save $10.00")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Limited" }));
    expect(namesIn("Postpay plans")).toEqual(["Postpay Essential 15GB"]);
    await app.user.click(screen.getByRole("button", { name: "Reset" }));
    await app.user.click(screen.getByRole("link", { name: "Choose Kōrero 2GB" }));
    const chosen = await cardOf("Kōrero 2GB");
    expect(within(chosen).getByText("Chosen plan")).toBeTruthy();
    expect(
      within(chosen).getByRole("link", { name: "Get a SIM with Kōrero 2GB" }).getAttribute("href"),
    ).toMatch(/^\/sim-purchase\//);
    expect(currentPath(app)).toMatch(/^\/plans\/[0-9a-f-]{36}$/);
  }, 30_000);

  it("PLAN-07: the plans for several SIMs list the postpay plans, up to five SIMs", async () => {
    await renderApp(api(), "/sims-multi-plans");
    expect(await screen.findByRole("heading", { level: 1, name: "Plans for several SIMs" })).toBeTruthy();
    expect(screen.getByText("Put up to 5 SIMs on one account, each on a plan of its own.")).toBeTruthy();
    expect(await cardOf("Postpay Unlimited")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 3, name: "Kōrero 2GB" })).toBeNull();
  }, 30_000);

  it("PLAN-07: a password-protected list sends the visitor home, where the right password opens it", async () => {
    const settings = withSettings(developmentSettings, { plansPassword: "kiwi" });
    const app = await renderApp(api(), "/plans", { settings });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Mobile and broadband for Aotearoa" }),
    ).toBeTruthy();
    const form = await screen.findByRole("region", { name: "See our plans" });
    await app.user.type(within(form).getByLabelText("Plans password"), "wrong");
    await app.user.click(within(form).getByRole("button", { name: "Show plans" }));
    expect(await within(form).findByText("Wrong password")).toBeTruthy();
    await app.user.clear(within(form).getByLabelText("Plans password"));
    await app.user.type(within(form).getByLabelText("Plans password"), "kiwi");
    await app.user.click(within(form).getByRole("button", { name: "Show plans" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Mobile plans" })).toBeTruthy();
    expect(currentPath(app)).toBe("/plans");
  }, 30_000);

  it("PLAN-07: in Māori the page and its filters speak te reo", async () => {
    await renderApp(api(), "/plans?language=mi-NZ");
    expect(await screen.findByRole("heading", { level: 1, name: "Ngā mahere waea pūkoro" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Mutunga kore" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Whai tepe" })).toBeTruthy();
    expect(screen.getAllByText("Wā whakahou").length).toBeGreaterThan(0);
  }, 30_000);
});
