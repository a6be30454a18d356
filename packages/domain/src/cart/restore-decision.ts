import { hasText } from "../validation";

/** Where a server cart is restored from (SHOP-03, spec 03 §4). */
export type CartRestoreSource =
  | { readonly _tag: "ByCartUUID"; readonly uuid: string }
  | { readonly _tag: "ByCustomer"; readonly customerUUID: string }
  | { readonly _tag: "Nothing" };

/** By the stored cart UUID first, otherwise by the signed-in customer, otherwise there is nothing to restore. */
export const cartRestoreSource = (facts: {
  readonly storedCartUUID?: string | undefined;
  readonly customerUUID?: string | undefined;
}): CartRestoreSource => {
  if (hasText(facts.storedCartUUID)) return { _tag: "ByCartUUID", uuid: facts.storedCartUUID };
  if (hasText(facts.customerUUID)) return { _tag: "ByCustomer", customerUUID: facts.customerUUID };
  return { _tag: "Nothing" };
};

/** What happens to the stored cart id once a server cart is known. */
export type CartIdStorage = { readonly _tag: "Keep"; readonly uuid: string } | { readonly _tag: "Remove" };

/**
 * The cart id stays in storage while the cart is anonymous (it is the only way back to it) and is removed once a
 * customer is attached: from then on the cart is found by the customer.
 */
export const cartIdStorage = (cart: {
  readonly UUID: string;
  readonly CustomerUUID?: string | undefined;
}): CartIdStorage => (hasText(cart.CustomerUUID) ? { _tag: "Remove" } : { _tag: "Keep", uuid: cart.UUID });
