import * as Data from "effect/Data";

/** A group use case refused before calling the operator: the message key, and the operator's text when it has one. */
export class GroupRefused extends Data.TaggedError("GroupRefused")<{
  readonly messageKey: string;
  readonly message: string;
}> {}
