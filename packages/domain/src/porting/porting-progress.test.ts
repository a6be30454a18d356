import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import {
  PORTING_MAX_MS,
  PORTING_STEP_DURATIONS_MS,
  advancePorting,
  applyPortingEvent,
  nextState,
} from "./porting-progress";

const MIN = 60_000;

describe("simulated porting progression", () => {
  it("takes 2.5 hours in all, within the 3 of the spec", () => {
    const total = Object.values(PORTING_STEP_DURATIONS_MS).reduce((a, b) => a + b, 0);
    expect(total).toBe(150 * MIN);
    expect(total).toBeLessThanOrEqual(PORTING_MAX_MS);
  });
  it("advances over time", () => {
    expect(nextState("PORT_REQUESTED", 0)).toBe("PORT_REQUESTED");
    expect(nextState("PORT_REQUESTED", 10 * MIN)).toBe("PORT_VALIDATED");
    expect(nextState("PORT_REQUESTED", 60 * MIN)).toBe("INTRA_CARRIER_WAIT");
    expect(nextState("PORT_REQUESTED", 150 * MIN - 1)).toBe("NETWORK_PROVISIONING");
    expect(nextState("PORT_REQUESTED", 150 * MIN)).toBe("PORT_COMPLETED");
    expect(nextState("PORT_REJECTED", 10 * PORTING_MAX_MS)).toBe("PORT_REJECTED");
  });
  it("keeps when each state was entered", () => {
    expect(advancePorting({ state: "PORT_REQUESTED", since: 1000 }, 1000 + 35 * MIN)).toEqual({
      state: "PORT_APPROVED",
      since: 1000 + 30 * MIN,
    });
  });
  it("applies events after time", () => {
    const start = { state: "PORT_REQUESTED", since: 0 } as const;
    expect(applyPortingEvent(start, "cancel", 5 * MIN)).toEqual(
      Either.right({ state: "PORT_CANCELED", since: 5 * MIN }),
    );
    expect(applyPortingEvent(start, "cancel", 125 * MIN)).toEqual(Either.left("porting.cannot_cancel"));
    expect(applyPortingEvent(start, "confirm", 65 * MIN)).toEqual(
      Either.right({ state: "NETWORK_PROVISIONING", since: 65 * MIN }),
    );
    expect(applyPortingEvent(start, "confirm", 5 * MIN)).toEqual(Either.left("porting.action_not_available"));
    expect(applyPortingEvent(start, "retry", 5 * MIN)).toEqual(Either.left("porting.cannot_retry"));
    expect(applyPortingEvent(start, "reject", 5 * MIN)).toEqual(
      Either.right({ state: "PORT_REJECTED", since: 5 * MIN }),
    );
    expect(applyPortingEvent(start, "reject", 125 * MIN)).toEqual(
      Either.left("porting.event_not_applicable"),
    );
    expect(applyPortingEvent(start, "activation_failed", 125 * MIN)).toEqual(
      Either.right({ state: "SERVICE_ACTIVATION_FAILED", since: 125 * MIN }),
    );
    const failed = { state: "SERVICE_ACTIVATION_FAILED", since: 0 } as const;
    expect(applyPortingEvent(failed, "retry", MIN)).toEqual(
      Either.right({ state: "PORT_REQUESTED", since: MIN }),
    );
  });
});
