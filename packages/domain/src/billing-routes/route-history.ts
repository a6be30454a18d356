import * as Schema from "effect/Schema";
import { Cents } from "../money";

/** created: the route opened; changed: its payer changed its terms; spent: money went through it. */
export const RouteHistoryKind = Schema.Literal("created", "changed", "spent");
export type RouteHistoryKind = typeof RouteHistoryKind.Type;

/**
 * What a spend through a route paid for: a key, never words (the trail is read in either language; the page says
 * it in the reader's). Entries keep `What` a plain string: a purpose added later still reads, as a fallback.
 */
export const RouteSpendPurpose = Schema.Literal("top_up", "add_on", "bill_payment");
export type RouteSpendPurpose = typeof RouteSpendPurpose.Type;

export const isRouteSpendPurpose = (what: string | undefined): what is RouteSpendPurpose =>
  what !== undefined && (RouteSpendPurpose.literals as ReadonlyArray<string>).includes(what);

/**
 * One line of a route's audit trail (ours, beyond the operator's API): who did what when. A spend names the amount,
 * what it paid for and the payer charged; a creation or change names the limit it set.
 */
export const RouteHistoryEntry = Schema.Struct({
  UUID: Schema.String,
  Kind: RouteHistoryKind,
  AtNanos: Schema.Number,
  ByCustomerUUID: Schema.String,
  ByName: Schema.optional(Schema.String),
  AmountCents: Schema.optional(Cents),
  /** A RouteSpendPurpose key (isRouteSpendPurpose tells a known one). */
  What: Schema.optional(Schema.String),
  ChargedToName: Schema.optional(Schema.String),
  SpendLimit: Schema.optional(Cents),
  Name: Schema.optional(Schema.String),
});
export type RouteHistoryEntry = typeof RouteHistoryEntry.Type;

/** GET /customers/{uid}/billing-routes/{id}/history: newest first. */
export const RouteHistoryReply = Schema.Struct({ Entries: Schema.Array(RouteHistoryEntry) });
export type RouteHistoryReply = typeof RouteHistoryReply.Type;
