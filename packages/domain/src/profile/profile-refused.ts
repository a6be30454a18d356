import * as Data from "effect/Data";

/** A profile use case refused before calling the operator: the message key says why. */
export class ProfileRefused extends Data.TaggedError("ProfileRefused")<{ readonly messageKey: string }> {}
