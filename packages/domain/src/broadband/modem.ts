import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { ItemAttribute, ItemImage, type EshopItemSearchRequest } from "../cart";
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
