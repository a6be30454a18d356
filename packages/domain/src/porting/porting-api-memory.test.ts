import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { makeMemoryPortingApi } from "./porting-api-memory";

const MIN = 60_000;
const setup = () => {
  // The in-memory operator's own time, moved by the test.
  let now = 1_700_000_000_000;
  const advance = (millis: number) => {
    now += millis;
  };
  const api = makeMemoryPortingApi({
    nowMillis: () => now,
    numbers: [
      { MSISDN: "64211111111", Carrier: "One", Portable: true },
      { MSISDN: "64212222222", Carrier: "Two", Portable: true, rejectFirst: true },
      { MSISDN: "64213333333", Carrier: "Three", Portable: false },
    ],
  });
  return { advance, api };
};
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
const request = (MSISDN: string, MobileUUID = "m1") => ({
  CustomerUUID: "c1",
  MobileUUID,
  MSISDN,
  Transfer: false,
});

describe("in-memory porting API", () => {
  it("ports a number within the simulated time", () => {
    const { advance, api } = setup();
    expect(run(api.request(request("+64211111111")))).toMatchObject({
      right: { PortingState: "PORT_REQUESTED" },
    });
    advance(61 * MIN);
    expect(run(api.lookup("64211111111"))).toMatchObject({ right: { PortingState: "INTRA_CARRIER_WAIT" } });
    expect(run(api.action("c1", { MobileUUID: "m1", CustomerUUID: "c1", action: "CONFIRM" }))).toMatchObject({
      right: { PortingState: "NETWORK_PROVISIONING" },
    });
    advance(30 * MIN);
    expect(run(api.lookup("64211111111"))).toMatchObject({ right: { PortingState: "PORT_COMPLETED" } });
    expect(run(api.cancel("c1", { MobileUUID: "m1" }))).toMatchObject({ left: { status: 409 } });
  });
  it("refuses unknown, unportable and duplicate requests and missing transfer details", () => {
    const { api } = setup();
    expect(run(api.request(request("640000")))).toMatchObject({ left: { status: 404 } });
    expect(run(api.request(request("64213333333")))).toMatchObject({ left: { status: 422 } });
    expect(run(api.request({ ...request("64211111111"), Transfer: true }))).toMatchObject({
      left: { status: 400 },
    });
    run(api.request(request("64211111111")));
    expect(run(api.request(request("64211111111", "m2")))).toMatchObject({ left: { status: 409 } });
    expect(run(api.lookup("999"))).toMatchObject({ left: { status: 404 } });
    expect(run(api.lookup("64213333333"))).toEqual(
      Either.right({ MSISDN: "64213333333", Portable: false, Carrier: "Three" }),
    );
  });
  it("rejects a first request once and lets the retry through", () => {
    const { advance, api } = setup();
    run(api.request(request("64212222222")));
    expect(run(api.retry({ CustomerUUID: "c1", MobileUUID: "m1" }))).toMatchObject({ left: { status: 409 } });
    advance(11 * MIN);
    expect(run(api.lookup("64212222222"))).toMatchObject({ right: { PortingState: "PORT_REJECTED" } });
    expect(run(api.request(request("64212222222")))).toMatchObject({ left: { status: 409 } });
    expect(run(api.retry({ CustomerUUID: "c1", MobileUUID: "m1" }))).toMatchObject({
      right: { PortingState: "PORT_REQUESTED" },
    });
    advance(11 * MIN);
    expect(run(api.lookup("64212222222"))).toMatchObject({ right: { PortingState: "PORT_VALIDATED" } });
  });
  it("cancels early, then allows a new request", () => {
    const { api } = setup();
    run(api.request(request("64211111111")));
    expect(run(api.cancel("c1", { MobileUUID: "m1" }))).toMatchObject({
      right: { PortingState: "PORT_CANCELED" },
    });
    expect(run(api.cancel("c2", { MobileUUID: "m1" }))).toMatchObject({ left: { status: 404 } });
    expect(run(api.action("c1", { MobileUUID: "m1", CustomerUUID: "c2", action: "CONFIRM" }))).toMatchObject({
      left: { status: 400 },
    });
    expect(run(api.request(request("64211111111")))).toMatchObject({
      right: { PortingState: "PORT_REQUESTED" },
    });
    expect(api.ports).toHaveLength(1);
  });
});
