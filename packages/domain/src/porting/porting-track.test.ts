import { describe, expect, it } from "vitest";
import { PORTING_MAX_MS, nextPortingChangeAt, portingStepsUntil } from "./porting-progress";
import { portingRemedy } from "./porting-reason";
import type { PortingReply } from "./porting-requests";
import { isPortingTrackShown, portingTrack } from "./porting-track";

const MIN = 60_000;
const T0 = Date.parse("2026-11-26T01:00:00.000Z");
const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString();

const reply = (extra: Partial<PortingReply>): PortingReply => ({
  MobileUUID: "m",
  MSISDN: "64225550100",
  PortingState: "PORT_REQUESTED",
  RequestedAt: at(0),
  Steps: [{ State: "PORT_REQUESTED", At: at(0) }],
  CheckedAt: at(1),
  ...extra,
});

describe("the port-in tracker (SIM-06)", () => {
  it("shows the forward path with the time each reached step was reached and the 3 hours from the request", () => {
    const track = portingTrack(
      reply({
        PortingState: "NETWORK_PROVISIONING",
        Steps: [
          { State: "PORT_REQUESTED", At: at(0) },
          { State: "PORT_VALIDATED", At: at(10) },
          { State: "PORT_APPROVED", At: at(30) },
          { State: "INTRA_CARRIER_WAIT", At: at(60) },
          { State: "NETWORK_PROVISIONING", At: at(120) },
        ],
        CheckedAt: at(130),
      }),
    );
    expect(track.steps.map((step) => [step.state, step.status])).toEqual([
      ["PORT_REQUESTED", "done"],
      ["PORT_VALIDATED", "done"],
      ["PORT_APPROVED", "done"],
      ["INTRA_CARRIER_WAIT", "done"],
      ["NETWORK_PROVISIONING", "current"],
      ["PORT_COMPLETED", "todo"],
    ]);
    expect(track.current).toBe(4);
    expect(track.steps[1]?.reachedAt).toBe(T0 + 10 * MIN);
    expect(track.steps[5]?.reachedAt).toBeUndefined();
    expect(track.estimate).toEqual({ kind: "by", atMillis: T0 + PORTING_MAX_MS });
    expect(track.stopped).toBeUndefined();
    expect(isPortingTrackShown(track)).toBe(true);
  });

  it("says so honestly when the 3 hours have passed", () => {
    const track = portingTrack(reply({ PortingState: "INTRA_CARRIER_WAIT", CheckedAt: at(181) }));
    expect(track.estimate).toEqual({ kind: "late" });
  });

  it("a completed port has every step done, no estimate, and leaves the dashboard a day later", () => {
    const steps = [
      { State: "PORT_REQUESTED", At: at(0) },
      { State: "PORT_COMPLETED", At: at(150) },
    ] as const;
    const done = portingTrack(reply({ PortingState: "PORT_COMPLETED", Steps: steps, CheckedAt: at(151) }));
    expect(done.current).toBe(done.steps.length);
    expect(done.steps.every((step) => step.status === "done")).toBe(true);
    expect(done.estimate).toEqual({ kind: "none" });
    expect(isPortingTrackShown(done)).toBe(true);
    const later = portingTrack(
      reply({ PortingState: "PORT_COMPLETED", Steps: steps, CheckedAt: at(150 + 24 * 60) }),
    );
    expect(isPortingTrackShown(later)).toBe(false);
  });

  it("a rejection ends the path where it stopped, with its reason and the one thing to do", () => {
    const track = portingTrack(
      reply({
        PortingState: "PORT_REJECTED",
        Reason: "NUMBER_LOCKED",
        Steps: [
          { State: "PORT_REQUESTED", At: at(0) },
          { State: "PORT_REJECTED", At: at(10) },
        ],
      }),
    );
    expect(track.steps.map((step) => step.state)).toEqual(["PORT_REQUESTED", "PORT_REJECTED"]);
    expect(track.current).toBe(1);
    expect(track.steps[1]).toEqual({ state: "PORT_REJECTED", status: "current", reachedAt: T0 + 10 * MIN });
    expect(track.stopped).toEqual({ reason: "NUMBER_LOCKED", remedy: "contact_carrier" });
    expect(track.actions).toEqual(["retry", "cancel"]);
    expect(track.estimate).toEqual({ kind: "none" });
    expect(isPortingTrackShown(track)).toBe(true);
  });

  it("a cancelled port is not shown on the dashboard", () => {
    const track = portingTrack(reply({ PortingState: "PORT_CANCELED" }));
    expect(track.steps.map((step) => step.state)).toEqual(["PORT_REQUESTED", "PORT_CANCELED"]);
    expect(isPortingTrackShown(track)).toBe(false);
  });

  it("remedies: fix the details, contact the carrier, cancel, or send it again", () => {
    expect(portingRemedy("PORT_REJECTED", undefined)).toEqual({
      reason: "ACCOUNT_DETAILS_MISMATCH",
      remedy: "fix_and_retry",
    });
    expect(portingRemedy("PORT_REJECTED", "NUMBER_NOT_TRANSFERABLE")?.remedy).toBe("cancel");
    expect(portingRemedy("SERVICE_ACTIVATION_FAILED", undefined)?.remedy).toBe("retry");
    expect(portingRemedy("PORT_VALIDATED", "NUMBER_LOCKED")).toBeUndefined();
  });
});

describe("the steps a port passes through", () => {
  it("lists each state entered with its instant, and when it next moves", () => {
    expect(portingStepsUntil({ state: "PORT_REQUESTED", since: 0 }, 35 * MIN)).toEqual([
      { state: "PORT_VALIDATED", since: 10 * MIN },
      { state: "PORT_APPROVED", since: 30 * MIN },
    ]);
    expect(portingStepsUntil({ state: "PORT_REQUESTED", since: 0 }, 5 * MIN)).toEqual([]);
    expect(nextPortingChangeAt({ state: "PORT_APPROVED", since: 30 * MIN })).toBe(60 * MIN);
    expect(nextPortingChangeAt({ state: "PORT_REJECTED", since: 0 })).toBe(Number.POSITIVE_INFINITY);
  });
});
