import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { ItemAttributes } from "./item-attributes";
import { ItemType, LocalItemType, PhysicalType, VirtualType } from "./item-kinds";

/** The catalogue facts a local line keeps so it can be posted and related lines found (spec 03 §3, §4). */
export const CartProductItem = Schema.Struct({
  ItemUUID: Schema.optional(Schema.String),
  ItemVariantUUID: Schema.optional(Schema.String),
  ProductCatalogUUID: Schema.optional(Schema.String),
  ProductAvailabilityUUID: Schema.optional(Schema.String),
  Name: Schema.optional(Schema.String),
  Description: Schema.optional(Schema.String),
  Type: Schema.optional(ItemType),
  VirtualType: Schema.optional(VirtualType),
  PhysicalType: Schema.optional(PhysicalType),
  SelfManaged: Schema.optional(Schema.Boolean),
  Attributes: Schema.optional(ItemAttributes),
});
export type CartProductItem = typeof CartProductItem.Type;

/** The product behind a line: catalogue price and discount, and the item. */
export const CartProduct = Schema.Struct({
  price: Cents,
  discount: Schema.optional(Cents),
  item: CartProductItem,
});
export type CartProduct = typeof CartProduct.Type;

export const Quantity = Schema.Int.pipe(Schema.nonNegative());

/**
 * A line of the local cart (spec 03 §3). Prices are cents in the domain; "price = cents / 100" happens only on
 * screen. The flags say whether the customer may remove the line or change its quantity.
 */
export const LocalCartItem = Schema.Struct({
  id: Schema.String,
  type: LocalItemType,
  price: Cents,
  discount: Schema.optional(Cents),
  quantity: Quantity,
  product: CartProduct,
  removable: Schema.Boolean,
  quantifiable: Schema.Boolean,
});
export type LocalCartItem = typeof LocalCartItem.Type;

/** The local cart: lines keyed by item id, plus the server cart's uuid and number once it has them. */
export const LocalCart = Schema.Struct({
  items: Schema.Record({ key: Schema.String, value: LocalCartItem }),
  uuid: Schema.optional(Schema.String),
  number: Schema.optional(Schema.String),
});
export type LocalCart = typeof LocalCart.Type;

export const emptyCart: LocalCart = { items: {} };

export const cartLines = (cart: LocalCart): ReadonlyArray<LocalCartItem> => Object.values(cart.items);

/** Lines times quantities, in cents. */
export const cartTotalCents = (cart: LocalCart): Cents =>
  cartLines(cart).reduce((total, line) => total + line.price * line.quantity, 0);

export const cartItemCount = (cart: LocalCart): number =>
  cartLines(cart).reduce((total, line) => total + line.quantity, 0);

/** A copy of the cart with the given lines in place of its own. */
export const withItems = (cart: LocalCart, items: Readonly<Record<string, LocalCartItem>>): LocalCart => ({
  ...cart,
  items,
});
