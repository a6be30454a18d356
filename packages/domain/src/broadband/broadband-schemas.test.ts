import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { ServiceAvailability } from "./availability";
import { BroadbandFlow } from "./broadband-flow";
import { BroadbandMessageKeys } from "./broadband-messages";
import { ChangePlanReply, ChangePlanRequest } from "./change-plan";
import { UfbOrder } from "./fibre-records";
import { FwaCustomerPlansReply } from "./fwa";
import { BookingRequest } from "./time-slots";

describe("broadband schemas", () => {
  it("default the booking SPID to the operator's", () => {
    const booking = Schema.decodeUnknownSync(BookingRequest)({
      OrderUUID: "o",
      CustomerUUID: "c",
      Mode: "SCOPE",
      Start: "2030-01-06T09:00:00Z",
      End: "2030-01-06T12:00:00Z",
    });
    expect(booking.SPID).toBe(67);
    expect(() => Schema.decodeUnknownSync(BookingRequest)({ ...booking, Mode: "VISIT" })).toThrow();
  });
  it("decode plan changes, availability, customer plans, fibre orders and a flow", () => {
    const change = { UUID: "p", ProductAvailabilityUUID: "a", CustomerUUID: "c" };
    expect(Schema.decodeUnknownSync(ChangePlanRequest)(change)).toEqual(change);
    expect(
      Schema.decodeUnknownSync(ChangePlanReply)({ UUID: "p", ProductAvailabilityUUID: "a" }).Status,
    ).toBeUndefined();
    expect(
      Schema.decodeUnknownSync(ServiceAvailability)({ UUID: "sa", Status: "service_available" }).Status,
    ).toBe("service_available");
    expect(Schema.decodeUnknownSync(FwaCustomerPlansReply)({ BroadbandPlans: { Plans: [] } })).toEqual({
      BroadbandPlans: { Plans: [] },
    });
    expect(() => Schema.decodeUnknownSync(UfbOrder)({ UUID: "o" })).toThrow();
    expect(
      Schema.decodeUnknownSync(BroadbandFlow)({
        id: "f",
        with_wifi_router: false,
        availability: "service_available",
      }),
    ).toMatchObject({ id: "f" });
    expect(() =>
      Schema.decodeUnknownSync(BroadbandFlow)({ id: "f", with_wifi_router: false, availability: "nope" }),
    ).toThrow();
  });
  it("name every message in the broadband namespace", () => {
    expect(BroadbandMessageKeys.every((key) => /^broadband\.[a-z0-9_]+$/.test(key))).toBe(true);
  });
});
