import * as Effect from "effect/Effect";
import type { ApiError, Storage } from "../../ports";
import { addItem } from "../add-item";
import type { CartApi, CartApiVersion } from "../cart-api";
import type { LocalCart, LocalCartItem } from "../local-cart";
import { removeItem } from "../remove-item";
import { setQuantity } from "../set-quantity";
import { saveCart } from "./save-cart";
import { loadLocalCart, storeLocalCart } from "./stored-cart";

/** A change the customer makes to the cart's lines (SHOP-02, spec 03 §4). */
export type CartEdit =
  | { readonly _tag: "Add"; readonly item: LocalCartItem }
  | { readonly _tag: "SetQuantity"; readonly id: string; readonly quantity: number }
  | { readonly _tag: "Remove"; readonly id: string };

/** The domain's rule for each edit: add (an item already there gains quantity), quantity (0 removes), remove. */
export const applyCartEdit = (cart: LocalCart, edit: CartEdit): LocalCart => {
  switch (edit._tag) {
    case "Add":
      return addItem(cart, edit.item);
    case "SetQuantity":
      return setQuantity(cart, edit.id, edit.quantity);
    case "Remove":
      return removeItem(cart, edit.id);
  }
};

/**
 * The customer changes the cart (SHOP-02): the edit goes through the domain's rule on the stored local cart; a
 * change is saved to the server and its view merged back (saved on change), an edit that changes nothing (an
 * unknown line, a plan's quantity) sends nothing.
 */
export const editCart = (
  edit: CartEdit,
  input: { readonly customerUUID?: string | undefined; readonly version?: CartApiVersion } = {},
): Effect.Effect<LocalCart, ApiError, CartApi | Storage> =>
  Effect.gen(function* () {
    const local = yield* loadLocalCart;
    const next = applyCartEdit(local, edit);
    if (next === local) return local;
    yield* storeLocalCart(next);
    return yield* saveCart(next, {
      ...(input.customerUUID === undefined ? {} : { customerUUID: input.customerUUID }),
      ...(input.version === undefined ? {} : { version: input.version }),
    });
  });
