import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import {
  ItemAttribute,
  ItemImage,
  type EshopItemSearchReply,
  type EshopItemSearchRequest,
  type EshopItemVariant,
} from "../cart";
import { SPID } from "../config";
import { Cents } from "../money";
import type { BroadbandMessageKey } from "./broadband-messages";

/** A modem (spec 03 §3): an e-shop item variant of physical type MODEM for FWA. Price is in cents. */
export const Modem = Schema.Struct({
  UUID: Schema.String,
  ItemVariantUUID: Schema.String,
  ItemUUID: Schema.String,
  ItemImages: Schema.Array(ItemImage),
  Name: Schema.String,
  Price: Cents,
  PhysicalType: Schema.Literal("MODEM"),
  ServiceType: Schema.Literal("FWA"),
  Description: Schema.optional(Schema.String),
  Attributes: Schema.Array(ItemAttribute),
});
export type Modem = typeof Modem.Type;

/** The modem search answers ItemVariants. */
export const ModemSearchReply = Schema.Struct({ ItemVariants: Schema.Array(Modem) });
export type ModemSearchReply = typeof ModemSearchReply.Type;

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

export const MODEM_PAGE_SIZE = 10;

/** The modem search of spec 03 §7: pages of 10, sorted by Name descending, deleted ones left out, FWA only. */
export const modemSearchRequest = (pageNumber = 0): EshopItemSearchRequest => ({
  SearchOptions: { PageNumber: pageNumber, PageSize: MODEM_PAGE_SIZE, SortField: "Name", SortOrder: "DESC" },
  IncludeDeleted: false,
  SPID: SPID,
  Facets: [{ Name: "NetworkType", Value: "FWA" }],
});

/** Modems to offer, or 'No modem data'. */
export const requireModems = (
  reply: ModemSearchReply | undefined,
): Either.Either<ReadonlyArray<Modem>, BroadbandMessageKey> =>
  reply === undefined || reply.ItemVariants.length === 0
    ? Either.left("broadband.no_modem_data")
    : Either.right(reply.ItemVariants);
