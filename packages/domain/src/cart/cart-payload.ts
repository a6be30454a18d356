import { SPID } from "../config";
import type { EshopAddress } from "./eshop-address";
import type { LocalCart, LocalCartItem } from "./local-cart";
import { cartLines } from "./local-cart";
import { optionalField } from "./optional-field";
import type { ServerCartPayload } from "./server-cart";
import type { ServerCartItem } from "./server-cart-item";

/** A local line as a server cart line; kinds fill in the types the line does not carry. */
export const toServerItem = (line: LocalCartItem): ServerCartItem => {
  const item = line.product.item;
  return {
    ItemUUID: item.ItemUUID ?? line.id,
    ...optionalField("ItemVariantUUID", item.ItemVariantUUID),
    ...optionalField("ProductCatalogUUID", item.ProductCatalogUUID),
    ...optionalField("ProductAvailabilityUUID", item.ProductAvailabilityUUID),
    ...optionalField("Name", item.Name),
    ...optionalField("Description", item.Description),
    Quantity: Math.max(1, line.quantity),
    PriceCents: line.price,
    PriceCatalogCents: line.product.price,
    ...optionalField("SelfManaged", item.SelfManaged),
    Type: item.Type ?? (line.type === "plan" ? "TYPE_VIRTUAL" : "TYPE_PRODUCT"),
    VirtualType:
      item.VirtualType ?? (line.type === "plan" ? "VT_PLAN" : line.type === "esim" ? "VT_ESIM" : "VT_NONE"),
    PhysicalType: item.PhysicalType ?? (line.type === "sim" || line.type === "esim" ? "SIM" : "MODEM"),
    ...optionalField("Attributes", item.Attributes),
  };
};

/**
 * What is posted to /eshop/cart for the local cart (SHOP-03): every line, the cart's uuid and number when it has
 * them, and the signed-in customer when there is one (which attaches an anonymous cart to them).
 */
export const cartPayload = (
  cart: LocalCart,
  facts: { readonly customerUUID?: string | undefined; readonly address?: EshopAddress | undefined } = {},
): ServerCartPayload => ({
  ...(facts.customerUUID === undefined ? {} : { CustomerUUID: facts.customerUUID }),
  Items: cartLines(cart)
    .filter((line) => line.quantity > 0)
    .map(toServerItem),
  SPID: SPID,
  ...(cart.uuid === undefined ? {} : { UUID: cart.uuid }),
  ...(cart.number === undefined ? {} : { Number: cart.number }),
  ...(facts.address === undefined ? {} : { Address: facts.address }),
});
