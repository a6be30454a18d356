import { describe, expect, it } from "vitest";
import type { CatalogEntry } from "@waea/domain/plans";
import { formatPlan } from "@waea/domain/plans";
import { signedInAs } from "./mobile-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const DAY = 86_400_000;

const setup = async (email = "prepay@waea.test") => {
  const test = await signedInAs(api(), email);
  const prepay = (await test.get("/v3/67/prepay_mobile_plans")).json().PrepayAddons as CatalogEntry[];
  const postpay = (await test.get("/v1/67/postpay_mobile_plans")).json().PostpayMobilePlans as CatalogEntry[];
  const availability = (name: string) =>
    [...prepay, ...postpay].find((entry) => entry.Name === name)?.Availabilities[0]?.UUID ?? "";
  const addons = () => test.store.world.core.products[test.product.UUID]?.Addons ?? [];
  const base = () => addons().find((addon) => addon.IsBasePlan === true);
  const change = (name: string, changeNow: boolean, old = base()?.UUID ?? "") =>
    test.post("/eshop/customer/change-plan", {
      ...test.ref,
      NewAddonAutoRenew: true,
      ChangeNow: changeNow,
      NewAddonAvailabilityUUID: availability(name),
      OldAddonUUID: old,
    });
  return { ...test, prepay, postpay, availability, addons, base, change };
};

describe("plan lists and catalog (PLAN-03)", () => {
  it("lists postpay plans and prepay plans and add-ons that the domain formats", async () => {
    const { prepay, postpay, base, addons } = await setup();
    expect(postpay.every((entry) => entry.ProductType === "postpaymobile")).toBe(true);
    expect(prepay.map((entry) => entry.Name)).toContain("Kōrero 8GB");
    const max = postpay.find((entry) => entry.Name === "Postpay Unlimited Max");
    expect(max === undefined ? undefined : formatPlan(max)).toMatchObject({
      cost: "75.00",
      origianl_price: "85.00",
      discount: "10.00",
      isUnlimited: true,
      offerPeriodCount: 3,
    });
    // The seeded add-ons of prepay@ are entries of the catalog.
    const catalogIds = new Set(prepay.map((entry) => entry.UUID));
    expect(addons().every((addon) => catalogIds.has(addon.ProductCatalogUUID ?? ""))).toBe(true);
    expect(base()?.Name).toBe("Kōrero 8GB");
  });

  it("filters catalog entries by ProductTypeList and refuses bad requests", async () => {
    const { post, customer, product } = await setup();
    const body = (types: string[], size = 1000, id = customer) => ({
      ProductTypeList: types,
      SearchOptions: { PageSize: size },
      CustomerInfo: { ID: id },
      ProductInfo: { ID: product.UUID },
    });
    const reply = (await post("/catalog/v2/entries", body(["mobileAddon"]))).json();
    expect(reply.Entries.length).toBeGreaterThan(0);
    expect(reply.Entries.every((entry: CatalogEntry) => entry.ProductType === "mobileAddon")).toBe(true);
    expect(reply.PageInfo.TotalItemCount).toBe(reply.Entries.length);
    expect((await post("/catalog/v2/entries", body(["mobileAddon"], 1))).json().Entries).toHaveLength(1);
    expect((await post("/catalog/v2/entries", body([]))).status).toBe(400);
    expect((await post("/catalog/v2/entries", body(["mobileAddon"], 1001))).status).toBe(400);
    expect((await post("/catalog/v2/entries", body(["mobileAddon"], 10, " "))).json().err_message).toBe(
      "body.CustomerInfo.ID: current account not specified",
    );
    expect((await post("/catalog/v2/entries", body(["mobileAddon"], 10, "someone-else"))).status).toBe(403);
  });
});

describe("plan change (PLAN-05; API-03: expiry a month ahead, refused twice in a month)", () => {
  it("changes now: the new plan replaces the old, expires one month ahead and is paid from the balance; a second change is refused", async () => {
    const { change, base, addons, store, product, customer } = await setup();
    const old = base()?.UUID;
    const balance = () => store.world.payments.prepay[product.UUID]?.MainBalCreditCents;
    expect(balance()).toBe(2350);
    const reply = await change("Kōrero 2GB", true);
    expect(reply.status).toBe(200);
    const now = store.clock.nowMillis();
    expect(reply.json()).toMatchObject({ ChangeNow: true, ExpiresAtNanos: Date.UTC(2026, 11, 21, 10) * 1e6 });
    expect(now).toBe(Date.UTC(2026, 10, 21, 10));
    expect(base()).toMatchObject({ Name: "Kōrero 2GB", UUID: reply.json().NewAddonUUID, AutoRenew: true });
    expect(addons().some((addon) => addon.UUID === old)).toBe(false);
    expect(addons().some((addon) => addon.Name === "Data 5GB")).toBe(true);
    // Charged now, without pro-ration, from the prepay balance: a payment of the history.
    expect(balance()).toBe(2350 - 1500);
    expect(store.world.payments.history[customer]?.[0]).toMatchObject({
      Status: "COMPLETED",
      Description: "Plan change: Kōrero 2GB",
      AmountCents: 1500,
      PaymentMethodType: "balance",
    });
    const again = await change("Kōrero Unlimited", true);
    expect(again.status).toBe(409);
    expect(again.json().err_message).toBe("A plan can be changed only once per month");
  });

  it("refuses a change now that the prepay balance does not cover with not_enough_balance, changing nothing", async () => {
    const { change, store } = await setup();
    const before = store.digest();
    const reply = await change("Kōrero Unlimited", true);
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ err_message: "Not enough balance" });
    expect(store.digest()).toBe(before);
  });

  it("charges a postpay change now to the default card", async () => {
    const { change, base, store, customer } = await setup("postpay@waea.test");
    const charges = store.world.billing.charges[customer]?.length ?? 0;
    expect((await change("Postpay Unlimited Max", true)).status).toBe(200);
    expect(base()?.Name).toBe("Postpay Unlimited Max");
    expect(store.world.payments.history[customer]?.[0]).toMatchObject({
      Status: "COMPLETED",
      Description: "Plan change: Postpay Unlimited Max",
      AmountCents: 7500,
      PaymentMethodType: "cards",
      CardLast4: expect.stringMatching(/^\d{4}$/),
    });
    expect(store.world.billing.charges[customer]?.length ?? 0).toBe(charges);
  });

  it("allows the next change one calendar month later", async () => {
    const { change, advance } = await setup();
    expect((await change("Kōrero 2GB", true)).status).toBe(200);
    await advance(29 * DAY);
    expect((await change("Kōrero 7 Day 1GB", true)).status).toBe(409);
    await advance(2 * DAY);
    expect((await change("Kōrero 7 Day 1GB", true)).status).toBe(200);
  });

  it("refuses the current plan, an unknown or retired plan and a stale old add-on, changing nothing", async () => {
    const { change, store } = await setup();
    const before = store.digest();
    const same = await change("Kōrero 8GB", true);
    expect(same.json()).toEqual({ err_message: "You already have this plan" });
    expect((await change("No such plan", true)).json()).toEqual({ err_message: "Can not find plan" });
    expect((await change("Kōrero 40GB (no longer sold)", true)).status).toBe(404);
    expect((await change("Kōrero 2GB", true, "not-the-plan")).status).toBe(400);
    expect(store.digest()).toBe(before);
  });

  it("schedules a change for the plan's expiry, reads and cancels it, and applies it when due", async () => {
    const { change, get, post, ref, base, clock, advance, store, product } = await setup();
    const expires = base()?.ExpiresAtNanos ?? 0;
    const reply = (await change("Kōrero 2GB", false)).json();
    expect(reply).toEqual({ ChangeNow: false, EffectiveAtNanos: expires });
    const query = `?CustomerUUID=${ref.CustomerUUID}&MobileUUID=${ref.MobileUUID}`;
    const scheduled = (await get(`/eshop/customer/change-plan/scheduled${query}`)).json();
    expect(scheduled.ScheduledChange).toMatchObject({ EffectiveAtNanos: expires, NewAddonAutoRenew: true });
    expect((await change("Kōrero Unlimited", false)).json().err_message).toMatch(/already scheduled/);
    expect((await post("/eshop/customer/change-plan/cancel", ref)).json()).toEqual({ Cancelled: true });
    expect((await post("/eshop/customer/change-plan/cancel", ref)).status).toBe(404);
    expect((await change("Kōrero 2GB", false)).status).toBe(200);
    // Nothing is charged until the billing date.
    expect(store.world.payments.prepay[product.UUID]?.MainBalCreditCents).toBe(2350);
    await advance(expires / 1e6 - clock.nowMillis() + 1);
    expect((await get(`/eshop/customer/change-plan/scheduled${query}`)).json()).toEqual({});
    expect(base()?.Name).toBe("Kōrero 2GB");
    expect(store.world.payments.prepay[product.UUID]?.MainBalCreditCents).toBe(2350 - 1500);
  });

  it("makes a due change whatever call comes first once the clock reaches the billing date", async () => {
    const { change, get, ref, base, clock, store } = await setup("postpay@waea.test");
    const products = `/v2/67/customer/${ref.CustomerUUID}/mobile_products`;
    const planOf = async () =>
      (
        (await get(products)).json().MobileProducts as Array<{
          UUID: string;
          Addons?: Array<{ Name?: string; IsBasePlan?: boolean }>;
        }>
      )
        .find((item) => item.UUID === ref.MobileUUID)
        ?.Addons?.find((addon) => addon.IsBasePlan === true)?.Name;
    const before = await planOf();
    expect((await change("Postpay Essential 15GB", false)).status).toBe(200);
    // The billing date a minute away (through the store: the session would expire before the seeded one).
    const scheduled = store.world.plans.scheduled[ref.MobileUUID];
    if (scheduled === undefined) throw new Error("no scheduled change");
    store.world.plans.scheduled[ref.MobileUUID] = {
      ...scheduled,
      EffectiveAtNanos: (clock.nowMillis() + 60_000) * 1e6,
    };
    store.changed();
    // The same read, remembered while the world stood still, must not hide the change once it is due.
    expect(await planOf()).toBe(before);
    expect(await planOf()).toBe(before);
    clock.advance(60_000);
    // The clock drove it: the world has the new plan before any call reads it.
    expect(base()?.Name).toBe("Postpay Essential 15GB");
    expect(await planOf()).toBe("Postpay Essential 15GB");
    expect(base()?.Name).toBe("Postpay Essential 15GB");
    expect(store.world.plans.scheduled[ref.MobileUUID]).toBeUndefined();
  });

  it("drops a due prepay change the balance cannot pay, recording the declined payment", async () => {
    const { change, get, ref, base, clock, store, product, customer, advance } = await setup();
    expect((await change("Kōrero Unlimited", false)).status).toBe(200);
    const effective = store.world.plans.scheduled[product.UUID]?.EffectiveAtNanos ?? 0;
    await advance(effective / 1e6 - clock.nowMillis());
    const query = `?CustomerUUID=${ref.CustomerUUID}&MobileUUID=${ref.MobileUUID}`;
    expect((await get(`/eshop/customer/change-plan/scheduled${query}`)).json()).toEqual({});
    expect(base()?.Name).toBe("Kōrero 8GB");
    expect(store.world.payments.history[customer]?.[0]).toMatchObject({
      Status: "NO FUNDS",
      Description: "Plan change: Kōrero Unlimited",
      AmountCents: 5500,
    });
  });

  it("offers only a change now to PAYG, and refuses a product without a plan to change", async () => {
    const payg = await setup("payg@waea.test");
    expect((await payg.change("Kōrero 2GB", false)).json().err_message).toBe(
      "This plan change timing is not available",
    );
    const noplan = await setup("noplan@waea.test");
    expect((await noplan.change("Kōrero 2GB", true, "")).json().err_message).toBe(
      "There is no current plan to change",
    );
  });

  it("refuses prepay@ a PAYG plan (a billing type transfer, PLAN-10) as a plan it cannot find, changing nothing", async () => {
    const { change, base, store } = await setup();
    const before = store.digest();
    const reply = await change("PAYG Everyday", true);
    expect(reply.status).toBe(404);
    expect(reply.json().err_message).toBe("Can not find plan");
    expect(base()?.Name).toBe("Kōrero 8GB");
    expect(store.digest()).toBe(before);
  });

  it("changes a postpay plan to another postpay plan only", async () => {
    const { change, base } = await setup("postpay@waea.test");
    expect((await change("Kōrero 2GB", true)).status).toBe(404);
    expect((await change("Postpay Essential 15GB", true)).status).toBe(200);
    expect(base()?.Name).toBe("Postpay Essential 15GB");
  });
});

describe("auto renew (PLAN-06)", () => {
  it("turns auto renew on and off where the add-on allows it", async () => {
    const { post, ref, addons, store } = await setup();
    const data = addons().find((addon) => addon.Name === "Data 5GB");
    const set = (uuid: string, AutoRenew: boolean) =>
      post("/update/change-addon-auto-renew", { ...ref, MobileAddonUUID: uuid, AutoRenew });
    expect((await set(data?.UUID ?? "", true)).json()).toEqual({
      MobileAddonUUID: data?.UUID,
      AutoRenew: true,
    });
    expect(addons().find((addon) => addon.UUID === data?.UUID)?.AutoRenew).toBe(true);
    expect((await set("nope", true)).status).toBe(404);
    const product = store.world.core.products[ref.MobileUUID];
    if (product === undefined) throw new Error("no product");
    store.world.core.products[ref.MobileUUID] = {
      ...product,
      Addons: (product.Addons ?? []).map((addon) => ({ ...addon, AllowAutoRenew: "false" })),
    };
    const before = store.digest();
    expect((await set(data?.UUID ?? "", false)).json()).toEqual({
      err_message: "Auto renew is not available for this plan",
    });
    expect(store.digest()).toBe(before);
  });
});
