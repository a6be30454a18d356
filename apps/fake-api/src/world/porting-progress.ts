import {
  advancePorting,
  nextPortingChangeAt,
  portingStepsUntil,
  type PortingProgress,
} from "@waea/domain/porting";
import type { PortRecord } from "./porting";
import type { World } from "./world";

/**
 * Where a port stands at `now` (epoch ms), with the domain's progression (porting-progress): each in-progress state
 * hands over to the next when its time is up, and the steps it reached are added with their times. A port marked
 * RejectPending is rejected by the losing carrier (with its reason) instead of being validated; one marked
 * ActivationFailPending fails its service activation instead of completing. Pure: the world
 * changes only on the world's timeline (handlers/porting-due.ts) or with a write.
 */
export const portAt = (port: PortRecord, now: number): PortRecord => {
  const progress = { state: port.State, since: port.SinceMillis };
  if (port.RejectPending && port.State === "PORT_REQUESTED") {
    const moved = advancePorting(progress, now);
    if (moved.state === "PORT_REQUESTED") return port;
    const at = portingStepsUntil(progress, now)[0]?.since ?? now;
    return {
      ...port,
      State: "PORT_REJECTED",
      SinceMillis: at,
      RejectPending: false,
      Steps: [...(port.Steps ?? []), { State: "PORT_REJECTED", AtMillis: at }],
    };
  }
  const entered = portingStepsUntil(progress, now);
  const last = entered.at(-1);
  if (last === undefined) return port;
  if (port.ActivationFailPending === true && last.state === "PORT_COMPLETED")
    return activationFailed(port, entered);
  return {
    ...port,
    State: last.state,
    SinceMillis: last.since,
    Steps: [...(port.Steps ?? []), ...entered.map((step) => ({ State: step.state, AtMillis: step.since }))],
  };
};

/**
 * A port marked ActivationFailPending that would complete: the number has moved, but our network fails to switch
 * the service on at that instant (SERVICE_ACTIVATION_FAILED, the domain's activation_failed event); a retry starts a
 * new attempt that goes through.
 */
const activationFailed = (port: PortRecord, entered: ReadonlyArray<PortingProgress>): PortRecord => {
  const reached = entered.slice(0, -1);
  const at = entered.at(-1)?.since ?? port.SinceMillis;
  return {
    ...port,
    State: "SERVICE_ACTIVATION_FAILED",
    SinceMillis: at,
    ActivationFailPending: false,
    Reason: "ACTIVATION_FAILED",
    Steps: [
      ...(port.Steps ?? []),
      ...reached.map((step) => ({ State: step.state, AtMillis: step.since })),
      { State: "SERVICE_ACTIVATION_FAILED", AtMillis: at },
    ],
  };
};

/** When a stored port next moves by itself (epoch ms); +Infinity when it waits for an event. */
export const portChangesAt = (port: PortRecord): number =>
  nextPortingChangeAt({ state: port.State, since: port.SinceMillis });

/**
 * The port of a mobile product as it stands now, for any reader of the world (the product list shows its
 * PortingState): core's product carries the state of the last porting write, this one the state at `now`.
 */
export const currentPort = (world: World, mobileUuid: string, now: number): PortRecord | undefined => {
  const port = world.porting.ports[mobileUuid];
  return port === undefined ? undefined : portAt(port, now);
};
