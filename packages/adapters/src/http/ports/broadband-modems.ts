import type { Modem, ModemSearchReply } from "@waea/domain/broadband";
import type { EshopItemSearchReply, EshopItemVariant } from "@waea/domain/cart";

/** A catalogue variant as a modem, when it is one (physical type MODEM). */
const asModem = (variant: EshopItemVariant): Modem | undefined =>
  variant.PhysicalType !== "MODEM"
    ? undefined
    : {
        UUID: variant.UUID,
        ItemVariantUUID: variant.ItemVariantUUID ?? variant.UUID,
        ItemUUID: variant.ItemUUID,
        ItemImages: variant.ItemImages ?? [],
        Name: variant.Name,
        Price: variant.PriceCents ?? 0,
        PhysicalType: "MODEM",
        ServiceType: "FWA",
        ...(variant.Description === undefined ? {} : { Description: variant.Description }),
        Attributes: variant.Attributes ?? [],
      };

/**
 * The modems of a catalogue search reply (spec 03 §3, §7). Modems come from the same e-shop search as phones and
 * SIMs (POST eshop/eshop_item_advanced_search with NetworkType=FWA), whose variants carry the price as PriceCents and
 * leave images, attributes and the variant id optional: a modem has them all (Price in cents, none means no images
 * or attributes, the variant id defaults to the variant's own UUID). Variants that are not modems are left out.
 */
export const modemsOf = (reply: EshopItemSearchReply): ModemSearchReply => ({
  ItemVariants: reply.ItemVariants.flatMap((variant) => {
    const modem = asModem(variant);
    return modem === undefined ? [] : [modem];
  }),
});
