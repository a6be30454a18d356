import { describe, expect, it } from "vitest";
import { addonPurchaseStep, type AddonPurchaseReply } from "@waea/domain/payments";
import { availability, catalogEntry, signedIn } from "./payments-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const buy = { Subscribe: true, PAYG: false, AuthorizeOnly: false };
const addonNames = (t: Awaited<ReturnType<typeof signedIn>>) =>
  (t.store.world.core.products[t.ids.product]?.Addons ?? []).map((addon) => addon.Name);
const step = (reply: AddonPurchaseReply, kind: "prepay" | "prepay_initial" | "postpay" = "prepay") =>
  addonPurchaseStep({ kind, reply, addonFullyPaid: false })._tag;

describe("add-on purchases (PLAN-04)", () => {
  it("on prepay, pays from a balance that covers the price: fully paid, the product with its AddOns", async () => {
    const t = await signedIn(api(), "noplan");
    const url = `/customer/${t.ids.customer}/prepay_addon/${t.ids.product}/${availability("data-5gb")}`;
    const reply = (await t.ok("POST", url, buy)) as AddonPurchaseReply;
    expect(reply).toMatchObject({ Status: "completed", is_fully_paid: true });
    expect(reply.PrepayProduct?.MainBalCreditCents).toBe(3000);
    expect(reply.PrepayProduct?.AddOns?.map((addon) => addon.Name)).toEqual(["Data 5GB"]);
    expect(step(reply)).toBe("Done");
    expect(addonNames(t)).toEqual(["Data 5GB"]);
    expect(t.store.world.payments.history[t.ids.customer]?.[0]).toMatchObject({
      Status: "COMPLETED",
      AmountCents: 1500,
      Description: "Data 5GB",
      PaymentMethodType: "balance",
    });
  });

  it("on prepay from the balance, refuses not_enough_balance beyond it even with a card stored", async () => {
    const t = await signedIn(api(), "prepay");
    const url = `/customer/${t.ids.customer}/prepay_addon/${t.ids.product}/${availability("prepay:unlimited")}`;
    expect(await t.refused("POST", url, { ...buy, isBasePlan: true })).toEqual({
      status: 400,
      message: "Not enough balance",
    });
  });

  it("stores a bought add-on's AllowAutoRenew as the catalog has it (the string), with auto renew as wished", async () => {
    const t = await signedIn(api(), "noplan");
    const url = (key: string) =>
      `/customer/${t.ids.customer}/prepay_addon/${t.ids.product}/${availability(key)}`;
    await t.ok("POST", url("data-5gb"), { ...buy, Subscribe: false });
    await t.ok("POST", url("data-1gb"), buy);
    const addons = t.store.world.core.products[t.ids.product]?.Addons ?? [];
    const entry = (name: string) => t.store.world.plans.catalog.find((item) => item.Name === name);
    expect(addons.map((a) => [a.Name, a.AllowAutoRenew, a.AutoRenew])).toEqual([
      ["Data 5GB", entry("Data 5GB")?.Characteristics?.AllowAutoRenew, false],
      ["Data 1GB", entry("Data 1GB")?.Characteristics?.AllowAutoRenew, false],
    ]);
    expect(addons.map((a) => typeof a.AllowAutoRenew)).toEqual(["string", "string"]);
  });

  it("on prepay by card (AuthorizeOnly): pending_payment with a ClientSecret; confirming it replaces the plan", async () => {
    const t = await signedIn(api(), "prepay");
    const url = `/customer/${t.ids.customer}/prepay_addon/${t.ids.product}/${availability("prepay:unlimited")}`;
    const reply = (await t.ok("POST", url, {
      ...buy,
      AuthorizeOnly: true,
      isBasePlan: true,
    })) as AddonPurchaseReply;
    expect(reply).toEqual({ Status: "pending_payment", ClientSecret: expect.stringMatching(/^pi_/) });
    expect(step(reply)).toBe("ReturnForConfirmation");
    expect(addonNames(t)).toEqual(["Kōrero 8GB", "Data 5GB"]);
    await t.confirm("payment", reply.ClientSecret ?? "");
    const names = addonNames(t);
    expect(names).toHaveLength(2);
    expect(names).toContain("Data 5GB");
    expect(names).not.toContain("Kōrero 8GB");
    expect(t.store.world.payments.prepay[t.ids.product]?.MainBalCreditCents).toBe(2350);
  });

  it("on prepay by card, a declined confirmation buys nothing and records a FAILED payment", async () => {
    const t = await signedIn(api(), "prepay");
    const url = `/customer/${t.ids.customer}/prepay_addon/${t.ids.product}/${availability("data-5gb")}`;
    const reply = (await t.ok("POST", url, { ...buy, AuthorizeOnly: true })) as AddonPurchaseReply;
    t.store.simulation.paymentFailureRate = 1;
    const declined = await t.confirm("payment", reply.ClientSecret ?? "");
    t.store.simulation.paymentFailureRate = 0;
    expect(declined.body).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: { code: "payment_is_failed" },
    });
    expect(addonNames(t)).toEqual(["Kōrero 8GB", "Data 5GB"]);
    expect(t.store.world.payments.prepay[t.ids.product]?.MainBalCreditCents).toBe(2350);
    expect(t.store.world.payments.history[t.ids.customer]?.[0]).toMatchObject({
      Status: "FAILED",
      AmountCents: 1500,
    });
  });

  it("while payment processing lags, answers pending_payment without a secret, changing nothing; then buys", async () => {
    const t = await signedIn(api(), "noplan");
    t.store.simulation.pendingAddonReplies = 2;
    const url = `/customer/${t.ids.customer}/prepay_addon/${t.ids.product}/${availability("data-5gb")}`;
    const before = t.store.digest();
    for (const _ of [1, 2]) {
      const lagging = (await t.ok("POST", url, buy)) as AddonPurchaseReply;
      expect(lagging).toEqual({ Status: "pending_payment" });
      expect(step(lagging)).toBe("Retry");
    }
    expect(t.store.digest()).toBe(before);
    expect(t.store.simulation.pendingAddonReplies).toBe(0);
    expect(await t.ok("POST", url, buy)).toMatchObject({ Status: "completed", is_fully_paid: true });
  });

  it("refuses not_enough_balance without a card, and an availability the catalog does not offer", async () => {
    const t = await signedIn(api(), "nocard");
    const url = (key: string) =>
      `/customer/${t.ids.customer}/prepay_addon/${t.ids.product}/${availability(key)}`;
    expect(await t.refused("POST", url("prepay:unlimited"), buy)).toEqual({
      status: 400,
      message: "Not enough balance",
    });
    expect(await t.refused("POST", url("nope"), buy)).toEqual({
      status: 404,
      message: "No available product was found",
    });
    expect((await t.refused("POST", url("postpay-data-10gb"), buy)).status).toBe(404);
    expect((await t.refused("POST", url("prepay:retired-40gb"), buy)).status).toBe(404);
  });

  it("on activation (prepay_addon_initial), pays by the chosen card: a ClientSecret to confirm at once", async () => {
    const t = await signedIn(api(), "new");
    const card = (t.store.world.payments.methods[t.ids.customer] ?? [])[0]?.UUID ?? "";
    const url = `/customer/${t.ids.customer}/prepay_addon_initial/${t.ids.product}/${availability("prepay:base")}`;
    const reply = (await t.ok("POST", url, {
      ...buy,
      PaymentMethodType: "cards",
      PaymentMethodID: card,
      PaymentMethodGateway: "stripe",
    })) as AddonPurchaseReply;
    expect(step(reply, "prepay_initial")).toBe("ConfirmCard");
    await t.confirm("payment", reply.ClientSecret ?? "");
    expect(addonNames(t)).toEqual(["Kōrero 8GB"]);
    expect(
      (await t.refused("POST", url, { ...buy, PaymentMethodType: "cards", PaymentMethodID: "nope" })).status,
    ).toBe(404);
  });

  it("on postpay, authorises the stored card and puts the add-on on the bill once confirmed", async () => {
    const t = await signedIn(api(), "postpay");
    const request = {
      AddonAvailabilityUUID: availability("postpay-data-10gb"),
      AddonCatalogEntryUUID: catalogEntry("postpay-data-10gb"),
      CustomerUUID: t.ids.customer,
      ProductInstanceUUID: t.ids.product,
      Subscribe: true,
    };
    const reply = (await t.ok("POST", "/postpay/addon", request)) as AddonPurchaseReply;
    expect(step(reply, "postpay")).toBe("ReturnForConfirmation");
    const history = t.store.world.payments.history[t.ids.customer];
    await t.confirm("payment", reply.ClientSecret ?? "");
    expect(addonNames(t)).toContain("Extra Data 10GB");
    expect(t.store.world.billing.charges[t.ids.customer]?.[0]).toMatchObject({
      AmountCents: 1000,
      Type: "addon",
    });
    expect(t.store.world.payments.history[t.ids.customer]).toBe(history);
    expect(
      (
        await t.refused("POST", "/postpay/addon", {
          ...request,
          AddonCatalogEntryUUID: catalogEntry("data-5gb"),
        })
      ).message,
    ).toBe("No available product was found");
  });

  it("refuses a card about to expire for a postpay authorisation", async () => {
    const t = await signedIn(api(), "payer");
    const expiring = (t.store.world.payments.methods[t.ids.customer] ?? [])[1]?.UUID;
    await t.ok("PUT", `/customer/${t.ids.customer}/payment-methods/${expiring}`, { Rank: 1 });
    const refused = await t.refused("POST", "/postpay/addon", {
      AddonAvailabilityUUID: availability("idd-100"),
      AddonCatalogEntryUUID: catalogEntry("idd-100"),
      CustomerUUID: t.ids.customer,
      ProductInstanceUUID: t.ids.product,
      Subscribe: false,
    });
    expect(refused.message).toMatch(/about to expire/);
  });
});
