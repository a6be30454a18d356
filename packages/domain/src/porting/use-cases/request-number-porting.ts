import * as Effect from "effect/Effect";
import type { Settings } from "../../config";
import { isSimActionAllowed } from "../../sim";
import { isNzMobileNumber } from "../../validation";
import { PortingApi } from "../porting-api";
import { canRequestPorting } from "../porting-actions";
import { portingLookupNumber } from "../porting-number";
import type { NumberLookupReply, PortingReply, TransferFrom } from "../porting-requests";
import type { PortingFailed } from "./porting-errors";
import { PortingRefused, portingFailed } from "./porting-errors";

/** Number porting is gated like the other SIM card actions (SIM-08). */
export const isNumberPortingOffered = (settings: Settings): boolean =>
  isSimActionAllowed(settings, "number_porting");

/**
 * Looks a number up (porting.lookup) with the leading plus dropped: a number is needed, and a New Zealand mobile
 * number in any spelling; anything else is refused before a call.
 */
export const lookupPortingNumber = (
  number: string,
): Effect.Effect<NumberLookupReply, PortingRefused | PortingFailed, PortingApi> =>
  Effect.gen(function* () {
    const normalised = portingLookupNumber(number);
    if (normalised === "") return yield* new PortingRefused({ messageKey: "porting.number_required" });
    if (!isNzMobileNumber(normalised))
      return yield* new PortingRefused({ messageKey: "porting.number_invalid" });
    const api = yield* PortingApi;
    return yield* api.lookup(normalised).pipe(Effect.mapError(portingFailed));
  });

export interface RequestNumberPortingInput {
  readonly settings: Settings;
  readonly customerUUID: string;
  readonly mobileUUID: string;
  readonly number: string;
  /** Given when the customer moves an account (the transfer flag); validated by the validation context. */
  readonly transferFrom?: TransferFrom;
}

/**
 * SIM-06: look the number up, refuse numbers that cannot be ported or are already being ported, then request the
 * port with the transfer details when given.
 */
export const requestNumberPorting = (
  input: RequestNumberPortingInput,
): Effect.Effect<PortingReply, PortingRefused | PortingFailed, PortingApi> =>
  Effect.gen(function* () {
    if (!isNumberPortingOffered(input.settings))
      return yield* new PortingRefused({ messageKey: "porting.not_available" });
    const lookup = yield* lookupPortingNumber(input.number);
    if (!lookup.Portable) return yield* new PortingRefused({ messageKey: "porting.number_not_portable" });
    if (!canRequestPorting(lookup.PortingState))
      return yield* new PortingRefused({ messageKey: "porting.already_in_progress" });
    const api = yield* PortingApi;
    return yield* api
      .request({
        CustomerUUID: input.customerUUID,
        MobileUUID: input.mobileUUID,
        MSISDN: lookup.MSISDN,
        Transfer: input.transferFrom !== undefined,
        ...(input.transferFrom === undefined ? {} : { TransferFrom: input.transferFrom }),
      })
      .pipe(Effect.mapError(portingFailed));
  });
