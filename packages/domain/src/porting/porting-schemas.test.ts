import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { PortingMessageKeys } from "./message-keys";
import {
  MobilePortingRequest,
  NumberLookupReply,
  PortingActionRequest,
  PortingReply,
} from "./porting-requests";

describe("porting schemas", () => {
  it("decode requests and replies", () => {
    const request = {
      CustomerUUID: "c",
      MobileUUID: "m",
      MSISDN: "6421",
      Transfer: true,
      TransferFrom: { Provider: "One", AccountHolderName: "Mere", AccountNumber: "A1", ConnectionID: "C1" },
    };
    expect(Schema.decodeUnknownSync(MobilePortingRequest)(request)).toEqual(request);
    expect(
      Schema.decodeUnknownSync(PortingReply)({
        MobileUUID: "m",
        MSISDN: "6421",
        PortingState: "PORT_APPROVED",
      }),
    ).toMatchObject({
      PortingState: "PORT_APPROVED",
    });
    expect(Schema.decodeUnknownSync(NumberLookupReply)({ MSISDN: "6421", Portable: true })).toEqual({
      MSISDN: "6421",
      Portable: true,
    });
  });
  it("refuse unknown states and actions", () => {
    expect(() =>
      Schema.decodeUnknownSync(PortingReply)({ MobileUUID: "m", MSISDN: "1", PortingState: "DONE" }),
    ).toThrow();
    expect(() =>
      Schema.decodeUnknownSync(PortingActionRequest)({ MobileUUID: "m", CustomerUUID: "c", action: "DANCE" }),
    ).toThrow();
  });
  it("message keys are unique and in the porting namespace", () => {
    expect(new Set(PortingMessageKeys).size).toBe(PortingMessageKeys.length);
    expect(PortingMessageKeys.every((key) => /^porting\.[a-z0-9_]+$/.test(key))).toBe(true);
    expect(PortingMessageKeys).toContain("porting.state_service_activation_completed_tooltip");
  });
});
