import * as Schema from "effect/Schema";

/** Bonus groups of spec 03 §3, in display order. */
export const BonusGroups = ["internet", "mobile-services", "entertainment", "shopping", "gifts"] as const;
export const BonusGroup = Schema.Literal(...BonusGroups);
export type BonusGroup = typeof BonusGroup.Type;

/** A bonus the customer can redeem with points. Points is its cost. */
export const Bonus = Schema.Struct({
  UUID: Schema.String,
  Group: BonusGroup,
  Name: Schema.String,
  Description: Schema.String,
  Points: Schema.NonNegativeInt,
  Partner: Schema.optional(Schema.String),
  ImageURL: Schema.optional(Schema.String),
});
export type Bonus = typeof Bonus.Type;

/** The bonuses reply (not shown in the spec): the customer's points and the catalogue. Cached 1 minute. */
export const BonusesReply = Schema.Struct({
  TotalPoints: Schema.NonNegativeInt,
  Bonuses: Schema.Array(Bonus),
});
export type BonusesReply = typeof BonusesReply.Type;

export const BONUSES_CACHE_MS = 60 * 1000;

export const RedeemBonusRequest = Schema.Struct({ CustomerUUID: Schema.String, BonusUUID: Schema.String });
export type RedeemBonusRequest = typeof RedeemBonusRequest.Type;

/** A redemption: its id, the points left and, for partner rewards, the code to show. */
export const RedeemBonusReply = Schema.Struct({
  UUID: Schema.String,
  RemainingPoints: Schema.NonNegativeInt,
  Code: Schema.optional(Schema.String),
});
export type RedeemBonusReply = typeof RedeemBonusReply.Type;
