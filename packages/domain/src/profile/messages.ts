import type { NotificationOption } from "./notifications";
import type { OrderStatusGroup } from "./order-history";

export const notificationLabelKey = (option: NotificationOption): string => `profile.notification_${option}`;
export const orderStatusLabelKey = (group: OrderStatusGroup): string => `profile.order_status_${group}`;

/** Every message key of the profile namespace, for the i18n completeness check. */
export const ProfileMessageKeys = [
  "profile.first_name_required",
  "profile.last_name_required",
  "profile.email_required",
  "profile.personal_data_saved",
  "profile.address_not_found",
  "profile.addresses",
  "profile.no_addresses",
  "profile.default_address",
  "profile.make_default",
  "profile.add_address",
  "profile.edit_address",
  "profile.delete_address",
  "profile.address_search_placeholder",
  "profile.notifications",
  "profile.notification_special_offers",
  "profile.notification_newsletters",
  "profile.notification_usage_alerts",
  "profile.notification_payment_reminders",
  "profile.order_history",
  "profile.no_orders",
  "profile.order_status_completed",
  "profile.order_status_processing",
  "profile.order_status_failed",
  "profile.order_status_pending",
  "profile.old_password_invalid",
  "profile.password_invalid",
  "profile.email_in_use",
] as const;
export type ProfileMessageKey = (typeof ProfileMessageKeys)[number];
