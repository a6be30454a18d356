import * as Data from "effect/Data";
import type { MessageParams } from "../validation";

/**
 * A profile use case refused before calling the operator: the message key says why, with its parameters (a `field`
 * parameter is itself a message key, a field label).
 */
export class ProfileRefused extends Data.TaggedError("ProfileRefused")<{
  readonly messageKey: string;
  readonly params?: MessageParams;
}> {}

/** The refusal of a domain message. */
export const profileRefused = (problem: { readonly key: string; readonly params?: MessageParams }): ProfileRefused =>
  new ProfileRefused(
    problem.params === undefined ? { messageKey: problem.key } : { messageKey: problem.key, params: problem.params },
  );
