import * as Either from "effect/Either";
import type { EshopAddress, ServerCartItem } from "../cart";
import { SPID, type FeatureFlagValues } from "../config";
import { deliveryAddressIssues } from "./address-rules";
import type { CheckoutIssue } from "./checkout-messages";
import type { CheckoutPayload } from "./checkout-payload";
import { contactNumberIssues, deliveryInstructionsIssues } from "./contact-rules";
import { orderItemsIssues } from "./order-items";
import { validatePorting, withPorting, type PortingChoice } from "./porting-at-checkout";

/** The flags that shape a checkout form (spec 03 §9). */
export type CheckoutFlags = Pick<
  FeatureFlagValues,
  "numberPortingAtCheckout" | "deliveryInstructions" | "contactNumber"
>;

export interface CheckoutInput {
  readonly items: ReadonlyArray<ServerCartItem> | undefined;
  readonly address: EshopAddress;
  readonly customerUUID?: string | undefined;
  readonly cartUUID?: string | undefined;
  readonly number?: string | undefined;
  /** The number the customer keeps, when they chose to port one in. */
  readonly porting?: PortingChoice | undefined;
}

/**
 * Builds the shop checkout (SHOP-05): order items, a delivery address with street, city and postcode, the contact
 * number and delivery instructions when their flags are on (instructions are dropped when off), and the ported
 * number on the SIM line when porting at checkout is on. Every problem is reported at once so the form can show
 * them all.
 */
export const buildCheckoutPayload = (
  input: CheckoutInput,
  flags: CheckoutFlags,
): Either.Either<CheckoutPayload, ReadonlyArray<CheckoutIssue>> => {
  const porting =
    flags.numberPortingAtCheckout && input.porting !== undefined ? validatePorting(input.porting) : undefined;
  const issues = [
    ...orderItemsIssues(input.items),
    ...deliveryAddressIssues(input.address),
    ...contactNumberIssues(input.address.Phone, flags.contactNumber),
    ...deliveryInstructionsIssues(input.address.Notes, flags.deliveryInstructions),
    ...(porting !== undefined && Either.isLeft(porting) ? porting.left : []),
  ];
  if (issues.length > 0) return Either.left(issues);
  const { Notes, ...address } = input.address;
  const notes =
    flags.deliveryInstructions && Notes !== undefined && Notes.trim() !== "" ? Notes.trim() : undefined;
  const items = input.items ?? [];
  return Either.right({
    Address: { ...address, ...(notes === undefined ? {} : { Notes: notes }) },
    ...(input.customerUUID === undefined ? {} : { CustomerUUID: input.customerUUID }),
    Items: porting !== undefined && Either.isRight(porting) ? withPorting(items, porting.right) : items,
    SPID: SPID,
    ...(input.cartUUID === undefined ? {} : { UUID: input.cartUUID }),
    ...(input.number === undefined ? {} : { Number: input.number }),
  });
};
