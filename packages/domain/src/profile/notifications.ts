import * as Schema from "effect/Schema";

/**
 * Notification options of the change-notifications page (PRO-04). The spec names the special offers and newsletter
 * opt-ins (sent as 2 or 0); usage alerts and payment reminders are the service messages an operator portal also
 * lets a customer switch off, so they are offered too.
 */
export const NotificationOptions = [
  "special_offers",
  "newsletters",
  "usage_alerts",
  "payment_reminders",
] as const;
export const NotificationOption = Schema.Literal(...NotificationOptions);
export type NotificationOption = typeof NotificationOption.Type;

/** The operator's opt-in values: 2 is yes, 0 is no. */
export type NotifyFlag = 2 | 0;
export const notifyFlag = (on: boolean): NotifyFlag => (on ? 2 : 0);

/** A notifications list with one option switched, without duplicates, in the canonical order. */
export const toggleNotification = (
  list: ReadonlyArray<NotificationOption>,
  option: NotificationOption,
  on: boolean,
): ReadonlyArray<NotificationOption> =>
  NotificationOptions.filter((o) => (o === option ? on : list.includes(o)));

/** PATCH /customer/{id} body for the opt-ins (the payload is not shown in the spec; these are the auth names). */
export const CustomerPatch = Schema.Struct({
  NotifySpecialOffers: Schema.optional(Schema.Literal(2, 0)),
  NotifyNewsletters: Schema.optional(Schema.Literal(2, 0)),
  ContactEmail: Schema.optional(Schema.String),
  ContactNumber: Schema.optional(Schema.String),
});
export type CustomerPatch = typeof CustomerPatch.Type;

export const notificationPatch = (list: ReadonlyArray<NotificationOption>): CustomerPatch => ({
  NotifySpecialOffers: notifyFlag(list.includes("special_offers")),
  NotifyNewsletters: notifyFlag(list.includes("newsletters")),
});
