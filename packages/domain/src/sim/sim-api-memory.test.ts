import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { makeMemorySimApi } from "./sim-api-memory";
import { DEFAULT_SIM_SETTINGS, writeSetting } from "./sim-settings";

const seed = () =>
  makeMemorySimApi({
    services: [
      { customerUUID: "c1", productUUID: "p1", metadata: { FullyPaid: true } },
      { customerUUID: "c1", productUUID: "p2", kind: "postpay", outstandingCents: 1500 },
    ],
    freeNumbers: ["6421111", "6421112", "6421113"],
  });
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
const ref = { CustomerUUID: "c1", MobileUUID: "p1" };
const target = { CustomerUUID: "c1", ProductInstanceUUID: "p1", Type: "mobile" } as const;

describe("in-memory SIM API", () => {
  it("keeps settings and roaming, refuses settings that break a dependency", () => {
    const api = seed();
    const forwarding = writeSetting(DEFAULT_SIM_SETTINGS, "CallForwarding.CFUActive", true);
    expect(run(api.putSettings({ ...ref, Settings: forwarding }))).toEqual(Either.right(forwarding));
    expect(run(api.getSettings(ref))).toEqual(Either.right(forwarding));
    const bad = writeSetting(forwarding, "Barring.AllowIncomingCalls", false);
    expect(run(api.putSettings({ ...ref, Settings: bad }))).toMatchObject({ left: { status: 400 } });
    expect(run(api.setDailyRoaming({ ...ref, AutoActive: true }))).toEqual(
      Either.right({ AutoActive: true }),
    );
    expect(run(api.getDailyRoaming(ref))).toEqual(Either.right({ AutoActive: true }));
  });
  it("refuses unknown services and other customers' services", () => {
    const api = seed();
    expect(run(api.getSettings({ CustomerUUID: "c2", MobileUUID: "p1" }))).toMatchObject({
      left: { status: 404 },
    });
    expect(run(api.metadata("nope"))).toMatchObject({ left: { status: 404 } });
    expect(run(api.metadata("p1"))).toEqual(Either.right({ FullyPaid: true }));
  });
  it("checks the credential of sensitive calls", () => {
    const api = seed();
    expect(run(api.disable(target))).toMatchObject({ left: { status: 401, errorNumber: 1002 } });
    expect(run(api.disable({ ...target, Password: "wrong" }))).toMatchObject({ left: { status: 401 } });
    expect(run(api.disable({ ...target, AuthCode: "246810" }))).toMatchObject({ left: { status: 401 } });
    run(api.sendAuthCode({ CustomerUUID: "c1", ProductInstanceUUID: "p1" }));
    expect(run(api.disable({ ...target, AuthCode: "246810" }))).toMatchObject({ right: { Enabled: false } });
    expect(run(api.disable({ ...target, Password: "Correct-Horse-1" }))).toMatchObject({
      left: { status: 409 },
    });
    expect(run(api.enable({ ...target, Password: "Correct-Horse-1" }))).toMatchObject({
      right: { Enabled: true },
    });
    expect(run(api.enable({ ...target, Password: "Correct-Horse-1" }))).toMatchObject({
      left: { status: 409 },
    });
  });
  it("swaps to a valid unused SIM ID", () => {
    const api = seed();
    const auth = { ...target, Password: "Correct-Horse-1" };
    expect(run(api.swap({ ...auth, SIMID: "123" }))).toMatchObject({ left: { status: 400 } });
    expect(run(api.swap({ ...auth, SIMID: "8964000000000000001" }))).toMatchObject({ left: { status: 409 } });
    expect(run(api.swap({ ...auth, SIMID: "8964 1111 2222 3333 444" }))).toMatchObject({
      right: { SIMID: "8964111122223333444", Enabled: true },
    });
    expect(run(api.status({ CustomerUUID: "c1", ProductInstanceUUID: "p1" }))).toMatchObject({
      right: { SIMID: "8964111122223333444" },
    });
  });
  it("pages free numbers and changes to one of them", () => {
    const api = seed();
    const search = { CustomerUUID: "c1", MobileUUID: "p1", Amount: 2 };
    expect(run(api.searchMsisdn({ ...search, Page: 1 }))).toEqual(
      Either.right({ MSISDNs: ["6421111", "6421112"] }),
    );
    expect(run(api.searchMsisdn({ ...search, Page: 2 }))).toEqual(Either.right({ MSISDNs: ["6421113"] }));
    expect(run(api.searchMsisdn({ ...search, Page: 0 }))).toMatchObject({ left: { status: 400 } });
    const change = { MSISDN: "6421112", MobileUUID: "p1", CustomerUUID: "c1", Password: "Correct-Horse-1" };
    expect(run(api.changeMsisdn(change))).toEqual(Either.right({ MSISDN: "6421112" }));
    expect(run(api.changeMsisdn(change))).toMatchObject({ left: { status: 404 } });
    expect(api.freeNumbers).toEqual(["6421111", "6421113"]);
  });
  it("transfers the product type once nothing is owed", () => {
    const api = seed();
    const p2 = { CustomerUUID: "c1", ProductInstanceUUID: "p2" };
    expect(run(api.transferProductType({ ...p2, Type: "postpay" }, true))).toMatchObject({
      left: { status: 400 },
    });
    expect(run(api.transferProductType({ ...p2, Type: "prepay" }, true))).toEqual(
      Either.right({ Type: "prepay", Transferred: false, OutstandingCents: 1500 }),
    );
    expect(run(api.transferProductType({ ...p2, Type: "prepay" }, false))).toMatchObject({
      left: { status: 409 },
    });
    expect(run(api.transferProductType({ ...p2, ProductInstanceUUID: "p1", Type: "payg" }, false))).toEqual(
      Either.right({ Type: "payg", Transferred: true }),
    );
    expect(api.services[0]?.kind).toBe("payg");
  });
});
