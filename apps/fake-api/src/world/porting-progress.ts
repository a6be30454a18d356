import { advancePorting } from "@waea/domain/porting";
import type { PortRecord } from "./porting";
import type { World } from "./world";

/**
 * Where a port stands at `now` (epoch ms), with the domain's progression (porting-progress): each in-progress state
 * hands over to the next when its time is up. A port marked RejectPending is rejected by the losing carrier instead
 * of being validated. Pure: the stored record changes only with a write, so reading a port never changes the world.
 */
export const portAt = (port: PortRecord, now: number): PortRecord => {
  const progress = { state: port.State, since: port.SinceMillis };
  if (port.RejectPending && port.State === "PORT_REQUESTED") {
    const moved = advancePorting(progress, now);
    if (moved.state !== "PORT_REQUESTED")
      return { ...port, State: "PORT_REJECTED", SinceMillis: moved.since, RejectPending: false };
    return port;
  }
  const at = advancePorting(progress, now);
  return at.state === port.State ? port : { ...port, State: at.state, SinceMillis: at.since };
};

/**
 * The port of a mobile product as it stands now, for any reader of the world (the product list shows its
 * PortingState): core's product carries the state of the last porting write, this one the state at `now`.
 */
export const currentPort = (world: World, mobileUuid: string, now: number): PortRecord | undefined => {
  const port = world.porting.ports[mobileUuid];
  return port === undefined ? undefined : portAt(port, now);
};
