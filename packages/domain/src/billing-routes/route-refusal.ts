import * as Data from "effect/Data";

/** A billing route use case refused before calling the operator: the message key says why. */
export class RouteRefused extends Data.TaggedError("RouteRefused")<{ readonly messageKey: string }> {}

/** Approving by the session token failed: 'no_invite' when nothing matches, else 'acceptRouteByToken Error'. */
export class RouteTokenError extends Data.TaggedError("RouteTokenError")<{
  readonly reason: "no_invite" | "accept_failed";
  readonly message: string;
  readonly messageKey: string;
}> {}
