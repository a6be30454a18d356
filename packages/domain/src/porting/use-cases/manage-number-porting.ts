import * as Effect from "effect/Effect";
import { PortingApi } from "../porting-api";
import { PORTING_REFUSAL_KEYS, canPortingAction, type PortingActionKind } from "../porting-actions";
import type { PortingReply, TransferFrom } from "../porting-requests";
import type { PortingState } from "../porting-state";
import type { PortingFailed } from "./porting-errors";
import { PortingRefused, portingFailed } from "./porting-errors";

export interface ManagePortingInput {
  readonly customerUUID: string;
  readonly mobileUUID: string;
  /** The state the page shows: an action it does not allow is refused without a call. */
  readonly state: PortingState;
}

const gate = (state: PortingState, action: PortingActionKind) =>
  canPortingAction(state, action)
    ? Effect.void
    : Effect.fail(new PortingRefused({ messageKey: PORTING_REFUSAL_KEYS[action] }));

/** SIM-06: send a rejected or failed port again, optionally with corrected transfer details. */
export const retryNumberPorting = (
  input: ManagePortingInput & { readonly transferFrom?: TransferFrom },
): Effect.Effect<PortingReply, PortingRefused | PortingFailed, PortingApi> =>
  Effect.gen(function* () {
    yield* gate(input.state, "retry");
    const api = yield* PortingApi;
    return yield* api
      .retry({
        CustomerUUID: input.customerUUID,
        MobileUUID: input.mobileUUID,
        ...(input.transferFrom === undefined ? {} : { TransferFrom: input.transferFrom }),
      })
      .pipe(Effect.mapError(portingFailed));
  });

/** SIM-06: cancel a port that has not reached network provisioning. */
export const cancelNumberPorting = (
  input: ManagePortingInput,
): Effect.Effect<PortingReply, PortingRefused | PortingFailed, PortingApi> =>
  Effect.gen(function* () {
    yield* gate(input.state, "cancel");
    const api = yield* PortingApi;
    return yield* api
      .cancel(input.customerUUID, { MobileUUID: input.mobileUUID })
      .pipe(Effect.mapError(portingFailed));
  });

/** SIM-06: the customer's action on a waiting port (CONFIRM). */
export const confirmNumberPorting = (
  input: ManagePortingInput,
): Effect.Effect<PortingReply, PortingRefused | PortingFailed, PortingApi> =>
  Effect.gen(function* () {
    yield* gate(input.state, "action");
    const api = yield* PortingApi;
    return yield* api
      .action(input.customerUUID, {
        MobileUUID: input.mobileUUID,
        CustomerUUID: input.customerUUID,
        action: "CONFIRM",
      })
      .pipe(Effect.mapError(portingFailed));
  });
