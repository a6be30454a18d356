import * as Schema from "effect/Schema";

/**
 * Mobile security of a service (SIM-07, spec 02 §2: basic, advanced, reports, white and black lists; the spec shows
 * no calls, so these are decided): two switches, a block list and an allow list of numbers for calls and texts.
 */
export const MobileSecurity = Schema.Struct({
  Basic: Schema.Boolean,
  Advanced: Schema.Boolean,
  BlockList: Schema.Array(Schema.String),
  AllowList: Schema.Array(Schema.String),
});
export type MobileSecurity = typeof MobileSecurity.Type;

/** The whole setting of a service, saved at once. */
export const MobileSecurityRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  MobileUUID: Schema.String,
  ...MobileSecurity.fields,
});
export type MobileSecurityRequest = typeof MobileSecurityRequest.Type;

export const SecurityChannel = Schema.Literal("CALL", "SMS");
export type SecurityChannel = typeof SecurityChannel.Type;

/** Which list stopped it: the block list (basic), or not being on the allow list (advanced). */
export const SecurityRule = Schema.Literal("BLOCK_LIST", "ALLOW_LIST");
export type SecurityRule = typeof SecurityRule.Type;

/** A call or text the switches stopped: when (ISO 8601), from which number, and by which list. */
export const StoppedContact = Schema.Struct({
  At: Schema.String,
  From: Schema.String,
  Channel: SecurityChannel,
  Rule: SecurityRule,
});
export type StoppedContact = typeof StoppedContact.Type;

/** The report of what was stopped, newest first. */
export const SecurityReport = Schema.Struct({ Stopped: Schema.Array(StoppedContact) });
export type SecurityReport = typeof SecurityReport.Type;
