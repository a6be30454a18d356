import type { CheckoutIssue } from "./checkout-messages";

/** Delivery instructions go on a courier label: 250 characters is what fits. */
export const DELIVERY_INSTRUCTIONS_MAX = 250;

/** A phone number as typed, without spaces, dashes, dots or brackets. */
export const normalisePhone = (phone: string): string => phone.replace(/[\s\-().]/g, "");

const PHONE = /^\+?\d{7,15}$/;

/**
 * The contact number of a checkout (spec 03 §9 flag "contact number"): required while the flag is on, and then a
 * plausible phone number (7 to 15 digits, optional leading plus). With the flag off it is not asked for.
 */
export const contactNumberIssues = (
  phone: string | undefined,
  asked: boolean,
): ReadonlyArray<CheckoutIssue> => {
  if (!asked) return [];
  if (phone === undefined || phone.trim() === "")
    return [{ key: "checkout.contact_number_required", field: "phone" }];
  return PHONE.test(normalisePhone(phone))
    ? []
    : [{ key: "checkout.contact_number_invalid", field: "phone" }];
};

/** Delivery instructions (the address Notes), only while their flag is on, at most 250 characters. */
export const deliveryInstructionsIssues = (
  notes: string | undefined,
  asked: boolean,
): ReadonlyArray<CheckoutIssue> =>
  asked && notes !== undefined && notes.trim().length > DELIVERY_INSTRUCTIONS_MAX
    ? [{ key: "checkout.delivery_instructions_too_long", field: "notes" }]
    : [];
