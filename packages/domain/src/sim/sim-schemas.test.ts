import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { SimMessageKeys } from "./message-keys";
import { SimMetadata } from "./sim-metadata";
import {
  MsisdnSearchReply,
  ProductTypeTransferReply,
  PutSimSettingsRequest,
  SimSwapRequest,
} from "./sim-requests";
import { DEFAULT_SIM_SETTINGS, DailyRoaming, SimSettings } from "./sim-settings";
import { SimStatus } from "./sim-status";

describe("SIM schemas", () => {
  it("decode the operator's field names", () => {
    expect(Schema.decodeUnknownSync(SimSettings)(DEFAULT_SIM_SETTINGS)).toEqual(DEFAULT_SIM_SETTINGS);
    expect(Schema.decodeUnknownSync(DailyRoaming)({ AutoActive: true })).toEqual({ AutoActive: true });
    expect(
      Schema.decodeUnknownSync(PutSimSettingsRequest)({
        MobileUUID: "m",
        CustomerUUID: "c",
        Settings: DEFAULT_SIM_SETTINGS,
      }),
    ).toMatchObject({ MobileUUID: "m" });
    expect(
      Schema.decodeUnknownSync(SimSwapRequest)({
        CustomerUUID: "c",
        ProductInstanceUUID: "p",
        Type: "mobile",
        SIMID: "89",
      }),
    ).toMatchObject({ SIMID: "89" });
    expect(Schema.decodeUnknownSync(MsisdnSearchReply)({ MSISDNs: ["6421"] })).toEqual({ MSISDNs: ["6421"] });
    expect(
      Schema.decodeUnknownSync(SimStatus)({ ProductInstanceUUID: "p", SIMID: "89", Enabled: false }),
    ).toMatchObject({
      Enabled: false,
    });
    expect(Schema.decodeUnknownSync(SimMetadata)({ FullyPaid: true, ReplacementFor: "m0" })).toEqual({
      FullyPaid: true,
      ReplacementFor: "m0",
    });
  });
  it("refuse replies that break the contract", () => {
    expect(() => Schema.decodeUnknownSync(SimSettings)({ CallForwarding: {} })).toThrow();
    expect(() =>
      Schema.decodeUnknownSync(ProductTypeTransferReply)({ Type: "mystery", Transferred: true }),
    ).toThrow();
    expect(() =>
      Schema.decodeUnknownSync(ProductTypeTransferReply)({
        Type: "prepay",
        Transferred: false,
        OutstandingCents: 1.5,
      }),
    ).toThrow();
  });
  it("message keys are unique and in the sim namespace", () => {
    expect(new Set(SimMessageKeys).size).toBe(SimMessageKeys.length);
    expect(SimMessageKeys.every((key) => /^sim\.[a-z0-9_]+$/.test(key))).toBe(true);
  });
});
