import type { LocalItemType } from "./item-kinds";
import { optionalField } from "./optional-field";
import { isSimKind } from "./item-kinds";
import type { LocalCart, LocalCartItem } from "./local-cart";
import { cartLines } from "./local-cart";
import type { ServerCartItem } from "./server-cart-item";

/** The local kind of a server line; phones, modems and other goods have none (a merge leaves them alone). */
export const localTypeOfServerItem = (item: ServerCartItem): LocalItemType | undefined => {
  if (item.VirtualType === "VT_PLAN") return "plan";
  if (item.VirtualType === "VT_ESIM") return "esim";
  if (item.PhysicalType === "SIM") return "sim";
  return undefined;
};

/** The local id of a server line: its own UUID, else its item and position. */
export const serverLineId = (item: ServerCartItem, index: number): string =>
  item.UUID ?? `${item.ItemUUID}#${index}`;

const toLocal = (item: ServerCartItem, type: LocalItemType, id: string): LocalCartItem => {
  const catalogPrice = item.PriceCatalogCents ?? item.PriceCents;
  const discount = catalogPrice > item.PriceCents ? { discount: catalogPrice - item.PriceCents } : {};
  return {
    id,
    type,
    price: item.PriceCents,
    ...discount,
    quantity: item.Quantity,
    product: {
      price: catalogPrice,
      ...discount,
      item: {
        ItemUUID: item.ItemUUID,
        ...optionalField("ItemVariantUUID", item.ItemVariantUUID),
        ...optionalField("ProductCatalogUUID", item.ProductCatalogUUID),
        ...optionalField("ProductAvailabilityUUID", item.ProductAvailabilityUUID),
        ...optionalField("Name", item.Name),
        ...optionalField("Description", item.Description),
        Type: item.Type,
        ...optionalField("VirtualType", item.VirtualType),
        PhysicalType: item.PhysicalType,
        ...optionalField("SelfManaged", item.SelfManaged),
        ...optionalField("Attributes", item.Attributes),
      },
    },
    // as when chosen locally: a SIM can be removed (its plan goes with it), neither changes quantity
    removable: type !== "plan",
    quantifiable: false,
  };
};

/**
 * Merges the server's cart into the local one (SHOP-02, spec 03 §4): the SIM, eSIM and plan lines are replaced by
 * the server's (price from its cents, quantity from the server), so lines the server no longer has are dropped.
 * Every other local line is left exactly as it was, in its place; on an id clash the local non-SIM line wins. The
 * cart takes the server's uuid and number.
 */
export const mergeServerCart = (
  cart: LocalCart,
  server: {
    readonly UUID?: string | undefined;
    readonly Number?: string | undefined;
    readonly Items: ReadonlyArray<ServerCartItem>;
  },
): LocalCart => {
  const items: Record<string, LocalCartItem> = Object.fromEntries(
    cartLines(cart)
      .filter((line) => !isSimKind(line.type))
      .map((line) => [line.id, line]),
  );
  const taken = new Set(Object.keys(items));
  server.Items.forEach((item, index) => {
    const type = localTypeOfServerItem(item);
    const id = serverLineId(item, index);
    if (type !== undefined && !taken.has(id)) items[id] = toLocal(item, type, id);
  });
  const uuid = server.UUID ?? cart.uuid;
  const number = server.Number ?? cart.number;
  return {
    items,
    ...(uuid === undefined ? {} : { uuid }),
    ...(number === undefined ? {} : { number }),
  };
};
