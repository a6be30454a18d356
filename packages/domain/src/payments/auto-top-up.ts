import * as Schema from "effect/Schema";
import { Cents } from "../money";

/** A day in milliseconds: an auto top-up of EVERY_DAY type comes every `Days` days. */
export const AUTO_TOP_UP_DAY_MILLIS = 24 * 60 * 60 * 1000;

/**
 * A product's auto top-up (PAY-03, spec 02 §5), as the operator keeps it: `Days` 1 to 99, `AmountCents` $1.00 to
 * $999.00, `Type` EVERY_DAY by default, on or off. `NextAtNanos` is when the operator next tops up, while on.
 */
export const AutoTopUpSetting = Schema.Struct({
  ProductInstanceUUID: Schema.String,
  Enabled: Schema.Boolean,
  Days: Schema.Int,
  AmountCents: Cents,
  Type: Schema.String,
  NextAtNanos: Schema.optional(Schema.Number),
});
export type AutoTopUpSetting = typeof AutoTopUpSetting.Type;

/** The body of payments.setAutoTopUp: the rule to keep, or `Enabled: false` to turn it off. */
export const AutoTopUpRequest = Schema.Struct({
  Enabled: Schema.Boolean,
  Days: Schema.Int,
  AmountCents: Cents,
  Type: Schema.String,
});
export type AutoTopUpRequest = typeof AutoTopUpRequest.Type;

/** When a rule of `days` days set (or last run) at `fromMillis` next tops up. */
export const nextAutoTopUpAt = (fromMillis: number, days: number): number =>
  fromMillis + days * AUTO_TOP_UP_DAY_MILLIS;
