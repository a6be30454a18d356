import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../../config";
import { PortingApi } from "../porting-api";
import { makeMemoryPortingApi } from "../porting-api-memory";
import { cancelNumberPorting, confirmNumberPorting, retryNumberPorting } from "./manage-number-porting";
import { lookupPortingNumber, requestNumberPorting } from "./request-number-porting";

const MIN = 60_000;
const setup = () => {
  // The in-memory operator's own time, moved by the test.
  let now = 0;
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
  const run = <A, E>(effect: Effect.Effect<A, E, PortingApi>) =>
    Effect.runSync(Effect.either(Effect.provideService(effect, PortingApi, api)));
  return { advance, api, run };
};
const base = { settings: productionSettings, customerUUID: "c1", mobileUUID: "m1" };
const transferFrom = {
  Provider: "Two",
  AccountHolderName: "Mere Ngata",
  AccountNumber: "A1",
  ConnectionID: "C1",
};

describe("requestNumberPorting", () => {
  it("looks the number up without its plus and requests the port", () => {
    const { run, api } = setup();
    expect(run(requestNumberPorting({ ...base, number: "+64 21 111 1111" }))).toMatchObject({
      right: { MSISDN: "64211111111", PortingState: "PORT_REQUESTED" },
    });
    expect(api.ports[0]?.msisdn).toBe("64211111111");
  });
  it("sends the transfer details with the transfer flag", () => {
    const { run } = setup();
    expect(run(requestNumberPorting({ ...base, number: "64212222222", transferFrom }))).toMatchObject({
      right: { PortingState: "PORT_REQUESTED" },
    });
  });
  it("refuses unportable numbers, ports under way and hidden pages", () => {
    const { run } = setup();
    expect(run(requestNumberPorting({ ...base, number: "64213333333" }))).toMatchObject({
      left: { _tag: "PortingRefused", messageKey: "porting.number_not_portable" },
    });
    run(requestNumberPorting({ ...base, number: "64211111111" }));
    expect(run(requestNumberPorting({ ...base, mobileUUID: "m2", number: "64211111111" }))).toMatchObject({
      left: { messageKey: "porting.already_in_progress" },
    });
    const off = withSettings(productionSettings, { flags: { numberPorting: false } });
    expect(run(requestNumberPorting({ ...base, settings: off, number: "64211111111" }))).toMatchObject({
      left: { messageKey: "porting.not_available" },
    });
    expect(run(lookupPortingNumber(" + "))).toMatchObject({
      left: { messageKey: "porting.number_required" },
    });
  });
  it("shows the server message of a failed lookup", () => {
    const { run } = setup();
    expect(run(requestNumberPorting({ ...base, number: "640000" }))).toMatchObject({
      left: {
        _tag: "PortingFailed",
        display: { key: "porting.server_message", message: "Number not found" },
      },
    });
  });
});

describe("managing a port", () => {
  it("retries a rejected port", () => {
    const { run, advance } = setup();
    run(requestNumberPorting({ ...base, number: "64212222222" }));
    advance(11 * MIN);
    expect(run(retryNumberPorting({ ...base, state: "PORT_REJECTED", transferFrom }))).toMatchObject({
      right: { PortingState: "PORT_REQUESTED" },
    });
    expect(run(retryNumberPorting({ ...base, state: "PORT_REJECTED" }))).toMatchObject({
      left: {
        _tag: "PortingFailed",
        display: {
          key: "porting.server_message",
          message: "Only a rejected or failed porting can be retried",
        },
      },
    });
  });
  it("refuses actions the shown state does not allow, without a call", () => {
    const { run } = setup();
    expect(run(retryNumberPorting({ ...base, state: "PORT_VALIDATED" }))).toMatchObject({
      left: { _tag: "PortingRefused", messageKey: "porting.cannot_retry" },
    });
    expect(run(cancelNumberPorting({ ...base, state: "NETWORK_PROVISIONING" }))).toMatchObject({
      left: { messageKey: "porting.cannot_cancel" },
    });
    expect(run(confirmNumberPorting({ ...base, state: "PORT_REQUESTED" }))).toMatchObject({
      left: { messageKey: "porting.action_not_available" },
    });
  });
  it("cancels and confirms", () => {
    const { run, advance } = setup();
    run(requestNumberPorting({ ...base, number: "64211111111" }));
    advance(61 * MIN);
    expect(run(confirmNumberPorting({ ...base, state: "INTRA_CARRIER_WAIT" }))).toMatchObject({
      right: { PortingState: "NETWORK_PROVISIONING" },
    });
    const other = setup();
    other.run(requestNumberPorting({ ...base, number: "64211111111" }));
    expect(other.run(cancelNumberPorting({ ...base, state: "PORT_REQUESTED" }))).toMatchObject({
      right: { PortingState: "PORT_CANCELED" },
    });
  });
});
