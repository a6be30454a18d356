import { describe, expect, it } from "vitest";
import { DEFAULT_SIM_SETTINGS, writeSetting } from "@waea/domain/sim";
import { DEMO_PASSWORD } from "../world/demo-accounts";
import { signedInAs } from "./mobile-test-support";

const setup = async (email = "prepay@waea.test") => {
  const test = await signedInAs(email);
  const service = { CustomerUUID: test.customer, ProductInstanceUUID: test.product.UUID, Type: "mobile" };
  const current = () => test.store.world.core.products[test.product.UUID];
  return { ...test, service, current };
};

describe("SIM settings and daily roaming (SIM-01, PLAN-08)", () => {
  it("reads and saves settings; settings that break a dependency are refused and change nothing", async () => {
    const { get, put, ref, store } = await setup();
    const query = `?CustomerUUID=${ref.CustomerUUID}&MobileUUID=${ref.MobileUUID}`;
    const seeded = (await get(`/sim/v1/settings${query}`)).json();
    expect(Object.keys(seeded)).toEqual(["CallForwarding", "CallRestriction", "Barring"]);
    const barred = writeSetting(DEFAULT_SIM_SETTINGS, "Barring.AllowIncomingCalls", false);
    const before = store.digest();
    const refused = await put("/sim/v1/settings", { ...ref, Settings: barred });
    expect(refused.status).toBe(400);
    expect(refused.json().err_message).toContain("Call waiting cannot be on while Incoming calls are off");
    expect(store.digest()).toBe(before);
    const resolved = writeSetting(
      writeSetting(barred, "CallRestriction.CallWaitingEnabled", false),
      "CallRestriction.AllowCallHold",
      false,
    );
    expect((await put("/sim/v1/settings", { ...ref, Settings: resolved })).json()).toEqual(resolved);
    expect((await get(`/sim/v1/settings${query}`)).json()).toEqual(resolved);
  });

  it("gets and sets daily roaming auto-activation; another login's account is refused", async () => {
    const { get, post, ref, customer, product } = await setup();
    await post("/sim/daily-roaming/auto-active", { ...ref, AutoActive: true });
    expect((await get(`/sim/daily-roaming/auto-active/${customer}/${product.UUID}`)).json()).toEqual({
      AutoActive: true,
    });
    expect((await post("/sim/daily-roaming/auto-active", { ...ref, AutoActive: false })).json()).toEqual({
      AutoActive: false,
    });
    const other = await setup("postpay@waea.test");
    expect((await other.get(`/sim/daily-roaming/auto-active/${customer}/${product.UUID}`)).status).toBe(403);
    expect((await other.get(`/sim/daily-roaming/auto-active/${other.customer}/${product.UUID}`)).status).toBe(
      404,
    );
  });
});

describe("enable and disable (SIM-02)", () => {
  it("disables and enables with the password; a wrong password keeps the session (1002)", async () => {
    const { post, service, store } = await setup();
    const before = store.digest();
    const wrong = await post("/sim/disable", { ...service, Password: "not-it" });
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toEqual({
      err_message: "The password or code is not correct. Please try again.",
      err_number: 1002,
    });
    expect((await post("/sim/disable", service)).status).toBe(400);
    expect(store.digest()).toBe(before);
    const disabled = await post("/sim/disable", { ...service, Password: DEMO_PASSWORD });
    expect(disabled.json()).toMatchObject({
      Enabled: false,
      ProductInstanceUUID: service.ProductInstanceUUID,
    });
    expect((await post("/sim/disable", { ...service, Password: DEMO_PASSWORD })).status).toBe(409);
    expect((await post("/sim/enable", { ...service, Password: DEMO_PASSWORD })).json().Enabled).toBe(true);
    expect(
      (await post("/sim/enable", { ...service, Type: "mobileFWA", Password: DEMO_PASSWORD })).status,
    ).toBe(400);
  });

  it("accepts the e-mailed code once, within ten minutes", async () => {
    const { post, service, store, auth, advance } = await setup();
    const sent = await post("/sim/v1/auth-code", {
      CustomerUUID: service.CustomerUUID,
      ProductInstanceUUID: service.ProductInstanceUUID,
    });
    expect(sent.json()).toEqual({ Sent: true, Email: "p•••@waea.test" });
    const code = store.world.core.oneTimeCodes[auth.UUID]?.Code ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect((await post("/sim/disable", { ...service, AuthCode: "12" })).status).toBe(400);
    expect((await post("/sim/disable", { ...service, AuthCode: code })).json().Enabled).toBe(false);
    expect((await post("/sim/enable", { ...service, AuthCode: code })).status).toBe(401);
    await post("/sim/v1/auth-code", {
      CustomerUUID: service.CustomerUUID,
      ProductInstanceUUID: service.ProductInstanceUUID,
    });
    const late = store.world.core.oneTimeCodes[auth.UUID]?.Code ?? "";
    await advance(10 * 60 * 1000);
    expect((await post("/sim/enable", { ...service, AuthCode: late })).status).toBe(401);
  });
});

describe("SIM swap and status (SIM-03, SIM-04)", () => {
  it("moves the service to a new SIM ID; bad and used SIM IDs are refused", async () => {
    const { post, service, current, store } = await setup();
    const old = current()?.SIMID ?? "";
    const swap = (SIMID: string) => post("/sim/swap", { ...service, SIMID, Password: DEMO_PASSWORD });
    const before = store.digest();
    expect((await swap("1234")).json().err_message).toMatch(/SIM ID format is invalid/);
    expect((await swap("")).json().err_message).toBe("body.SIMID: Please enter the SIM ID.");
    const taken = Object.values(store.world.core.products).find(
      (p) => p.UUID !== service.ProductInstanceUUID,
    );
    expect((await swap(taken?.SIMID ?? "")).json()).toEqual({
      err_message: "This SIM card is already in use",
    });
    expect(store.digest()).toBe(before);
    const swapped = (await swap("8964 0212 3456 7890 123")).json();
    expect(swapped).toMatchObject({ SIMID: "8964021234567890123", Enabled: true });
    expect(swapped.IMSI).not.toBe(undefined);
    expect(current()?.SIMID).toBe("8964021234567890123");
    expect((await swap(old)).status).toBe(409);
    const status = await post("/sim/status", {
      CustomerUUID: service.CustomerUUID,
      ProductInstanceUUID: service.ProductInstanceUUID,
    });
    expect(status.json()).toEqual(swapped);
  });
});

describe("phone number change (SIM-05)", () => {
  it("pages 15 free numbers at a time until none are left, and changes to a chosen one", async () => {
    const { post, ref, current } = await setup();
    const page = async (Page: number) =>
      (await post("/sim/v1/msisdn/search", { ...ref, Page, Amount: 15 })).json().MSISDNs as string[];
    const first = await page(1);
    expect(first).toHaveLength(15);
    expect(await page(3)).toHaveLength(10);
    expect(await page(4)).toEqual([]);
    expect((await post("/sim/v1/msisdn/search", { ...ref, Page: 0, Amount: 15 })).status).toBe(400);
    const chosen = first[0] ?? "";
    const change = (MSISDN: string) => post("/sim/v1/msisdn", { ...ref, MSISDN, Password: DEMO_PASSWORD });
    expect((await change("")).json().err_message).toBe("body.MSISDN: Please choose a new phone number.");
    expect((await change("0211111111")).status).toBe(404);
    expect((await change(`0${chosen.slice(2)}`)).json()).toEqual({ MSISDN: chosen });
    expect(current()?.MSISDN).toBe(chosen);
    expect(await page(1)).not.toContain(chosen);
    expect((await change(chosen)).status).toBe(404);
  });
});

describe("product type transfer and metadata", () => {
  it("refuses a postpay transfer while bills are unpaid; the dry run says what is owed", async () => {
    const { put, service, store, current } = await setup("postpay@waea.test");
    const body = { ...service, Type: "prepay" };
    const dry = (await put("/sim/v1/product-type/true", body)).json();
    expect(dry.Transferred).toBe(false);
    expect(dry.OutstandingCents).toBeGreaterThan(0);
    const before = store.digest();
    expect((await put("/sim/v1/product-type/false", body)).json()).toEqual({
      err_message: "Please pay your outstanding amounts before changing your billing type",
    });
    expect((await put("/sim/v1/product-type/false", { ...body, Type: "postpay" })).status).toBe(400);
    expect((await put("/sim/v1/product-type/maybe", body)).status).toBe(400);
    expect(store.digest()).toBe(before);
    expect(current()?.BillingReference).toMatch(/^postpay:/);
  });

  it("moves a prepay service to postpay, and reads the SIM's metadata", async () => {
    const { put, get, service, current, product } = await setup();
    expect((await put("/sim/v1/product-type/false", { ...service, Type: "postpay" })).json()).toEqual({
      Type: "postpay",
      Transferred: true,
    });
    expect(current()?.BillingReference).toMatch(/^postpay:\d+$/);
    const metadata = (await get(`/sim/metadata/${product.UUID}`)).json();
    expect(Object.keys(metadata).sort()).toEqual([
      "FullyPaid",
      "PaygProductCatalogUUID",
      "PostpayProductCatalogUUID",
      "PrepayProductCatalogUUID",
    ]);
    const other = await setup("postpay@waea.test");
    expect((await other.get(`/sim/metadata/${product.UUID}`)).status).toBe(403);
  });
});
