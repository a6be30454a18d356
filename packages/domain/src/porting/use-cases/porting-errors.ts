import * as Data from "effect/Data";
import type { ApiError } from "../../ports";
import { portingErrorMessageOf, type PortingErrorMessage } from "../porting-error";

/** Refused before any call: the state does not allow it, or the number cannot be ported. */
export class PortingRefused extends Data.TaggedError("PortingRefused")<{ readonly messageKey: string }> {}

/** A porting call failed; `display` follows the porting error rule (spec 02 §8). */
export class PortingFailed extends Data.TaggedError("PortingFailed")<{
  readonly display: PortingErrorMessage;
  readonly cause: ApiError;
}> {}

export const portingFailed = (cause: ApiError): PortingFailed =>
  new PortingFailed({ cause, display: portingErrorMessageOf(cause) });
