import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountOf, customerOf } from "../../test/demo-world";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

/** Aroha (prepay@waea.test) at her account page, signed in on an earlier visit; the personal data form. */
const atPersonalData = async () => {
  const storage = await returningVisitor(api(), "prepay@waea.test");
  const app = await renderApp(api(), "/profile/account", { storage });
  const form = within(await screen.findByRole("form", { name: "Personal details" }));
  return { app, form };
};

describe("personal data (PRO-01)", () => {
  it("PRO-01: with both names blank, each field says so, and nothing is saved", async () => {
    const { app, form } = await atPersonalData();
    const before = api().store.digest();
    await app.user.clear(form.getByLabelText("First name"));
    await app.user.clear(form.getByLabelText("Last name"));
    await app.user.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText("Please, enter first name")).toBeTruthy();
    expect(form.getByText("Please, enter last name")).toBeTruthy();
    expect(api().store.digest()).toBe(before);
  });

  it("PRO-01: names over 50 characters are refused, each beside its field", async () => {
    const { app, form } = await atPersonalData();
    const aroha = accountOf(api(), "prepay@waea.test");
    const before = customerOf(api(), aroha);
    await app.user.clear(form.getByLabelText("First name"));
    await app.user.type(form.getByLabelText("First name"), "A".repeat(60));
    await app.user.clear(form.getByLabelText("Last name"));
    await app.user.type(form.getByLabelText("Last name"), "N".repeat(51));
    await app.user.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText("First name can't be longer than 50 characters")).toBeTruthy();
    expect(form.getByText("Last name can't be longer than 50 characters")).toBeTruthy();
    expect(customerOf(api(), aroha)).toEqual(before);
  });
});
