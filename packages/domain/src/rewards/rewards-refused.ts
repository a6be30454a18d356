import * as Data from "effect/Data";

/** A rewards use case refused before calling the service: the message key says why. */
export class RewardsRefused extends Data.TaggedError("RewardsRefused")<{ readonly messageKey: string }> {}
