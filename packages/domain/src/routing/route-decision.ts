import type { GuardName } from "./guard-names";
import type { Query } from "./location";
import type { RoutingMessageKey } from "./messages";
import type { RouteParams } from "./path-match";
import type { RouteDefinition } from "./route-definition";
import type { RouteId } from "./route-ids";

/** Why a visitor was sent elsewhere: a guard, a /link shortcut, or the build (/eshop in production). */
export type RedirectReason = GuardName | "shortcut" | "build";

/** The page may be shown, with its parameters and query. */
export interface Allow {
  readonly _tag: "Allow";
  readonly route: RouteDefinition;
  readonly params: RouteParams;
  readonly query: Query;
}

/**
 * Go elsewhere. The target is already followed to its end: `to` is a route the same visitor is allowed on, so a
 * shell navigates once. `reason` and `messageKey` come from the last step; `hops` counts the steps taken.
 */
export interface Redirect {
  readonly _tag: "Redirect";
  readonly to: RouteId;
  readonly path: string;
  readonly query: Query;
  readonly href: string;
  readonly reason: RedirectReason;
  readonly messageKey: RoutingMessageKey;
  readonly hops: number;
}

/** No such page in this build (APP-02): the not-found page with a link home. */
export interface NotFound {
  readonly _tag: "NotFound";
  readonly path: string;
}

export type RouteDecision = Allow | Redirect | NotFound;

export const isAllow = (decision: RouteDecision): decision is Allow => decision._tag === "Allow";
export const isRedirect = (decision: RouteDecision): decision is Redirect => decision._tag === "Redirect";
export const isNotFound = (decision: RouteDecision): decision is NotFound => decision._tag === "NotFound";
