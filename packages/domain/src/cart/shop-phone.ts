import type { EshopItemVariant } from "./eshop-item";
import type { LocalCartItem } from "./local-cart";
import { PhoneModels, type Phone } from "./phone-filter";

/** A phone of the e-shop catalogue (SHOP-01): what the filter reads, and what a product page and the cart need. */
export interface ShopPhone extends Phone {
  /** The item the variant belongs to (one per model). */
  readonly ItemUUID: string;
  /** The model's name as the catalogue gives it ("iPhone 13 Pro"). */
  readonly ModelName: string;
  readonly Description?: string | undefined;
}

const attribute = (variant: EshopItemVariant, name: string): string | undefined =>
  variant.Attributes?.find((entry) => entry.Name === name)?.Value;

/** A whole number an attribute holds, or 0 when it holds none. */
const count = (value: string | undefined): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : 0;
};

/**
 * A catalogue variant as a phone, when it is one (it has a Model attribute): its facets from its attributes, its
 * price from the catalogue (a variant without a price is not for sale, so not a phone of the shop).
 */
export const phoneOfVariant = (variant: EshopItemVariant): ShopPhone | undefined => {
  const model = attribute(variant, "Model");
  if (model === undefined || variant.PriceCents === undefined) return undefined;
  return {
    UUID: variant.UUID,
    ItemUUID: variant.ItemUUID,
    Name: variant.Name,
    Brand: attribute(variant, "Brand") ?? variant.Brand ?? "",
    Model: model,
    ModelName:
      attribute(variant, "ModelName") ??
      PhoneModels.find((option) => option.value === model)?.title ??
      variant.Name,
    Colour: attribute(variant, "Colour") ?? "",
    StorageGb: count(attribute(variant, "StorageGb")),
    SimCount: count(attribute(variant, "SimCount")),
    PriceCents: variant.PriceCents,
    ...(variant.Description === undefined ? {} : { Description: variant.Description }),
  };
};

/** The product page address of a model (/:slug): its model id in kebab case, "iphone_13_pro" -> "iphone-13-pro". */
export const phoneSlug = (model: string): string =>
  model
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A phone model as the shop shows it: its variants (colour and storage), its lowest price, its page's slug. */
export interface PhoneProduct {
  readonly slug: string;
  readonly model: string;
  readonly name: string;
  readonly brand: string;
  readonly simCount: number;
  readonly description: string | undefined;
  readonly fromCents: number;
  readonly variants: ReadonlyArray<ShopPhone>;
}

/** The phones grouped by model, in the order the catalogue first lists each model. */
export const phoneProducts = (phones: ReadonlyArray<ShopPhone>): ReadonlyArray<PhoneProduct> => {
  const byModel = new Map<string, ShopPhone[]>();
  for (const phone of phones) byModel.set(phone.Model, [...(byModel.get(phone.Model) ?? []), phone]);
  return [...byModel.entries()].map(([model, variants]) => {
    const first = variants[0] as ShopPhone;
    return {
      slug: phoneSlug(model),
      model,
      name: first.ModelName,
      brand: first.Brand,
      simCount: first.SimCount,
      description: first.Description,
      fromCents: Math.min(...variants.map((variant) => variant.PriceCents)),
      variants,
    };
  });
};

/** The model a product page's :slug names, if the catalogue has it. */
export const phoneProductOf = (
  phones: ReadonlyArray<ShopPhone>,
  slug: string | undefined,
): PhoneProduct | undefined =>
  slug === undefined ? undefined : phoneProducts(phones).find((product) => product.slug === slug);

/** The variant of a model in a colour and a storage size, if the catalogue sells that one. */
export const phoneVariant = (
  product: PhoneProduct,
  colour: string,
  storageGb: number,
): ShopPhone | undefined =>
  product.variants.find((variant) => variant.Colour === colour && variant.StorageGb === storageGb);

/**
 * A phone as a cart line (SHOP-02): a "mobile" line keyed by its variant, one of it, at the catalogue's price (the
 * server prices it again on saving). The customer may change its quantity (0 removes it) or remove it.
 */
export const phoneLine = (phone: ShopPhone): LocalCartItem => ({
  id: phone.UUID,
  type: "mobile",
  price: phone.PriceCents,
  quantity: 1,
  product: {
    price: phone.PriceCents,
    item: {
      ItemUUID: phone.ItemUUID,
      ItemVariantUUID: phone.UUID,
      Name: phone.Name,
      ...(phone.Description === undefined ? {} : { Description: phone.Description }),
      Type: "TYPE_PRODUCT",
      VirtualType: "VT_NONE",
    },
  },
  removable: true,
  quantifiable: true,
});
