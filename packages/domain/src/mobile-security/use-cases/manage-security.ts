import * as Data from "effect/Data";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import { MobileSecurityApi } from "../security-api";
import {
  addSecurityNumber,
  removeSecurityNumber,
  withSwitch,
  type SecurityListName,
} from "../security-rules";
import type { MobileSecurity, SecurityReport } from "../security-schemas";

/** Refused before any call (a number that is not one, already listed, a full list). */
export class SecurityRefused extends Data.TaggedError("SecurityRefused")<{ readonly messageKey: string }> {}

export interface SecurityService {
  readonly customerUUID: string;
  readonly mobileUUID: string;
}

/** SIM-07: the switches and lists of a service. */
export const loadMobileSecurity = (
  service: SecurityService,
): Effect.Effect<MobileSecurity, ApiError, MobileSecurityApi> =>
  Effect.flatMap(MobileSecurityApi, (api) => api.get(service.customerUUID, service.mobileUUID));

/** SIM-07: the calls and texts the switches stopped. */
export const loadSecurityReport = (
  service: SecurityService,
): Effect.Effect<SecurityReport, ApiError, MobileSecurityApi> =>
  Effect.flatMap(MobileSecurityApi, (api) => api.report(service.customerUUID, service.mobileUUID));

/** A change the customer makes on the page, applied by the domain's rules before it is saved. */
export type SecurityChange =
  | { readonly _tag: "Switch"; readonly which: "basic" | "advanced"; readonly on: boolean }
  | { readonly _tag: "Add"; readonly list: SecurityListName; readonly number: string }
  | { readonly _tag: "Remove"; readonly list: SecurityListName; readonly number: string };

const apply = (current: MobileSecurity, change: SecurityChange): Either.Either<MobileSecurity, string> => {
  switch (change._tag) {
    case "Switch":
      return Either.right(withSwitch(current, change.which, change.on));
    case "Add":
      return addSecurityNumber(current, change.list, change.number);
    case "Remove":
      return Either.right(removeSecurityNumber(current, change.list, change.number));
  }
};

/** SIM-07: applies one change to the setting as shown and saves the whole; a refused change sends nothing. */
export const changeMobileSecurity = (
  service: SecurityService,
  current: MobileSecurity,
  change: SecurityChange,
): Effect.Effect<MobileSecurity, SecurityRefused | ApiError, MobileSecurityApi> =>
  Effect.gen(function* () {
    const next = apply(current, change);
    if (Either.isLeft(next)) return yield* new SecurityRefused({ messageKey: next.left });
    const api = yield* MobileSecurityApi;
    return yield* api.save({
      CustomerUUID: service.customerUUID,
      MobileUUID: service.mobileUUID,
      ...next.right,
    });
  });
