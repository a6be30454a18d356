import * as Effect from "effect/Effect";
import { PortingApi } from "../porting-api";
import type { PortingReply } from "../porting-requests";
import { portingTrack, type PortingTrack } from "../porting-track";
import type { PortingFailed } from "./porting-errors";
import { portingFailed } from "./porting-errors";

/** A service's port as the tracker shows it, with the reply it was read from (for a retry's details). */
export interface NumberPortingRead {
  readonly reply: PortingReply;
  readonly track: PortingTrack;
}

/**
 * SIM-06: the port of a service as it stands (porting.status), read for the tracker; undefined when the service
 * has never had one (the operator's 404).
 */
export const readNumberPorting = (
  customerUUID: string,
  mobileUUID: string,
): Effect.Effect<NumberPortingRead | undefined, PortingFailed, PortingApi> =>
  Effect.gen(function* () {
    const api = yield* PortingApi;
    return yield* api.status({ CustomerUUID: customerUUID, MobileUUID: mobileUUID }).pipe(
      Effect.map((reply): NumberPortingRead | undefined => ({ reply, track: portingTrack(reply) })),
      Effect.catchIf(
        (error) => error._tag === "ApiFailure" && error.status === 404,
        () => Effect.succeed(undefined),
      ),
      Effect.mapError(portingFailed),
    );
  });
