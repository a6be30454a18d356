import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { apiFailure } from "../ports";
import { PortingApi, PortingCalls, type PortingApiService, type PortingCallName } from "./porting-api";
import { portingLookupNumber } from "./porting-number";
import {
  advancePorting,
  applyPortingEvent,
  type PortingEvent,
  type PortingProgress,
} from "./porting-progress";
import type { PortingReply } from "./porting-requests";
import { isPortingInProgress } from "./porting-state";

export interface MemoryPortableNumber {
  readonly MSISDN: string;
  readonly Carrier: string;
  readonly Portable: boolean;
  /** The losing carrier refuses the first request for this number (a retry then goes through). */
  readonly rejectFirst?: boolean;
}

export interface MemoryPort {
  readonly customerUUID: string;
  readonly mobileUUID: string;
  readonly msisdn: string;
  progress: PortingProgress;
  rejectPending: boolean;
}

export interface MemoryPortingSeed {
  readonly nowMillis: () => number;
  readonly numbers: ReadonlyArray<MemoryPortableNumber>;
}

export interface MemoryPortingApi extends PortingApiService {
  readonly ports: ReadonlyArray<MemoryPort>;
}

/** What the fake operator says when it refuses an event (its own wording, not the portal's message keys). */
const REFUSAL_TEXT: Readonly<Record<string, string>> = {
  "porting.cannot_cancel": "Porting can no longer be cancelled",
  "porting.cannot_retry": "Only a rejected or failed porting can be retried",
  "porting.action_not_available": "This porting is not waiting for the customer",
};

const fail = (name: PortingCallName, status: number, message: string) =>
  apiFailure(PortingCalls[name], status, message);

/**
 * An in-memory porting API on a clock: ports advance with time (porting-progress), the numbers listed with
 * rejectFirst are rejected once by the losing carrier, refused events answer 409 with the refusal.
 */
export const makeMemoryPortingApi = (seed: MemoryPortingSeed): MemoryPortingApi => {
  const ports: MemoryPort[] = [];

  const settle = (port: MemoryPort): MemoryPort => {
    const now = seed.nowMillis();
    if (port.rejectPending && port.progress.state === "PORT_REQUESTED") {
      const moved = advancePorting(port.progress, now);
      if (moved.state !== "PORT_REQUESTED") {
        port.progress = { state: "PORT_REJECTED", since: moved.since };
        port.rejectPending = false;
        return port;
      }
    }
    port.progress = advancePorting(port.progress, now);
    return port;
  };

  const reply = (port: MemoryPort): PortingReply => ({
    MobileUUID: port.mobileUUID,
    MSISDN: port.msisdn,
    PortingState: port.progress.state,
  });

  const findPort = (call: PortingCallName, customerUUID: string, mobileUUID: string) => {
    const port = ports.find((p) => p.mobileUUID === mobileUUID && p.customerUUID === customerUUID);
    return port === undefined
      ? fail(call, 404, "No porting found for this service")
      : Effect.succeed(settle(port));
  };

  const apply = (call: PortingCallName, port: MemoryPort, event: PortingEvent) => {
    const next = applyPortingEvent(port.progress, event, seed.nowMillis());
    if (Either.isLeft(next)) return fail(call, 409, REFUSAL_TEXT[next.left] ?? "Porting refused");
    port.progress = next.right;
    return Effect.succeed(reply(port));
  };

  const findNumber = (number: string) => seed.numbers.find((n) => n.MSISDN === portingLookupNumber(number));

  return {
    ports,
    request: (request) =>
      Effect.gen(function* () {
        const known = findNumber(request.MSISDN);
        if (known === undefined) return yield* fail("request", 404, "Number not found");
        if (!known.Portable) return yield* fail("request", 422, "This number cannot be ported");
        if (request.Transfer && request.TransferFrom === undefined)
          return yield* fail("request", 400, "Transfer details are required");
        const busy = ports
          .map(settle)
          .find(
            (p) =>
              (p.mobileUUID === request.MobileUUID || p.msisdn === known.MSISDN) &&
              (isPortingInProgress(p.progress.state) || p.progress.state === "PORT_REJECTED"),
          );
        if (busy !== undefined) return yield* fail("request", 409, "A porting request is already under way");
        const port: MemoryPort = {
          customerUUID: request.CustomerUUID,
          mobileUUID: request.MobileUUID,
          msisdn: known.MSISDN,
          progress: { state: "PORT_REQUESTED", since: seed.nowMillis() },
          rejectPending: known.rejectFirst === true,
        };
        const old = ports.findIndex((p) => p.mobileUUID === request.MobileUUID);
        if (old >= 0) ports.splice(old, 1);
        ports.push(port);
        return reply(port);
      }),
    retry: (request) =>
      Effect.flatMap(findPort("retry", request.CustomerUUID, request.MobileUUID), (port) =>
        apply("retry", port, "retry"),
      ),
    cancel: (customerUUID, request) =>
      Effect.flatMap(findPort("cancel", customerUUID, request.MobileUUID), (port) =>
        apply("cancel", port, "cancel"),
      ),
    action: (customerUUID, request) =>
      request.CustomerUUID !== customerUUID
        ? fail("action", 400, "CustomerUUID does not match")
        : Effect.flatMap(findPort("action", customerUUID, request.MobileUUID), (port) =>
            apply("action", port, "confirm"),
          ),
    lookup: (number) => {
      const known = findNumber(number);
      if (known === undefined) return fail("lookup", 404, "Number not found");
      const port = ports.find((p) => p.msisdn === known.MSISDN);
      return Effect.succeed({
        MSISDN: known.MSISDN,
        Portable: known.Portable,
        Carrier: known.Carrier,
        ...(port === undefined ? {} : { PortingState: settle(port).progress.state }),
      });
    },
  };
};

export const memoryPortingApiLayer = (seed: MemoryPortingSeed): Layer.Layer<PortingApi> =>
  Layer.sync(PortingApi, () => makeMemoryPortingApi(seed));
