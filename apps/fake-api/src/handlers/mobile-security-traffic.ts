import { stoppedBy, type SecurityChannel } from "@waea/domain/mobile-security";
import type { SecurityService, StoppedRecord } from "../world/mobile-security";

/** Someone tries to call or text every service once every 15 minutes of the world's clock. */
export const CONTACT_EVERY_MS = 15 * 60 * 1000;

/** Callers of the simulation besides the numbers on the service's own lists: nuisance lines and an overseas one. */
const CALLERS: ReadonlyArray<string> = ["6495550100", "6435550177", "64275550133", "442079460958"];

/** At most this many stopped contacts are kept per service. */
export const STOPPED_KEPT = 100;

/** A small stable hash of text (FNV-1a), so the simulated traffic is the same for the same service and instant. */
const hash = (text: string): number => {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
};

/**
 * The contacts a service's setting stopped in (from, to]: at each 15-minute instant a caller, drawn from the
 * simulation's callers and the numbers on the service's lists, calls or texts; the domain's rule (stoppedBy) says
 * whether the setting stopped it. Pure: the same service and times give the same contacts.
 */
export const stoppedBetween = (
  mobileUuid: string,
  service: SecurityService,
  from: number,
  to: number,
): ReadonlyArray<StoppedRecord> => {
  const callers = [...CALLERS, ...service.Settings.BlockList, ...service.Settings.AllowList];
  const stopped: StoppedRecord[] = [];
  const first = Math.floor(from / CONTACT_EVERY_MS) + 1;
  const last = Math.floor(to / CONTACT_EVERY_MS);
  for (let slot = Math.max(first, last - STOPPED_KEPT * 4); slot <= last; slot += 1) {
    const drawn = hash(`${mobileUuid}:${slot}`);
    const caller = callers[drawn % callers.length] ?? "";
    const channel: SecurityChannel = (drawn >>> 8) % 3 === 0 ? "SMS" : "CALL";
    const rule = stoppedBy(service.Settings, caller);
    if (rule !== undefined)
      stopped.push({ AtMillis: slot * CONTACT_EVERY_MS, From: caller, Channel: channel, Rule: rule });
  }
  return stopped;
};

/** Everything a service's settings stopped up to `now`, newest first, at most STOPPED_KEPT. */
export const stoppedUntil = (
  mobileUuid: string,
  service: SecurityService,
  now: number,
): ReadonlyArray<StoppedRecord> =>
  [...service.Stopped, ...stoppedBetween(mobileUuid, service, service.SinceMillis, now)]
    .sort((a, b) => b.AtMillis - a.AtMillis)
    .slice(0, STOPPED_KEPT);
