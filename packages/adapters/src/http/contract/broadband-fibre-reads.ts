import * as Schema from "effect/Schema";
import {
  FIBRE_CACHE_MS,
  FibreListQuery,
  LfcProduct,
  PagingInfo,
  UfbOrder,
  UfbPlanSearch,
  UfbPlansReply,
  UfbProduct,
} from "@waea/domain/broadband";
import { defineCall, json } from "./define";
import { QuerySpid, Spid } from "./spid";
import { QueryInt } from "./wire";

export const FIBRE_BASE = "/v3/{spid}";
/** The wholesale products are cached 3 minutes; customers' orders and services change under the portal's eyes. */
export const FIBRE_PRODUCTS = { ttlMs: FIBRE_CACHE_MS, groups: ["fibre-products"] };

/** A list of the fibre lifecycle service shows at most this many records a page. */
export const MAX_FIBRE_PAGE = 100;

const PositiveQueryInt = QueryInt.pipe(Schema.positive());

/** List calls send SPID 67, the owner's UUID and a page of at most 100 (numbers as query-string integers). */
export const FibreListWireQuery = Schema.Struct({
  ...FibreListQuery.fields,
  SPID: QuerySpid,
  PageNumber: PositiveQueryInt,
  PageItemCount: PositiveQueryInt.pipe(
    Schema.lessThanOrEqualTo(MAX_FIBRE_PAGE, { message: () => `at most ${MAX_FIBRE_PAGE}` }),
  ),
});

/** The fibre plan search: SPID 67. */
export const UfbPlanSearchBody = Schema.Struct({ ...UfbPlanSearch.fields, SPID: Spid });

/** One page of a list: the records and their paging info (FibrePage). */
const LfcProductPage = Schema.Struct({ Items: Schema.Array(LfcProduct), PageInfo: PagingInfo });
const UfbOrderPage = Schema.Struct({ Items: Schema.Array(UfbOrder), PageInfo: PagingInfo });
const UfbProductPage = Schema.Struct({ Items: Schema.Array(UfbProduct), PageInfo: PagingInfo });

const list = <S extends string, K extends string, P extends Schema.Schema.AnyNoContext>(
  suffix: S,
  kind: K,
  page: P,
  cached: boolean,
) =>
  defineCall({
    id: `broadband.fibreList${suffix}`,
    method: "GET",
    path: `${FIBRE_BASE}/${kind}`,
    query: FibreListWireQuery,
    reply: json(page),
    auth: "bearer",
    replyShown: false,
    ...(cached ? { cache: FIBRE_PRODUCTS } : {}),
  });

/**
 * The fibre reads of the broadband summary (spec 03 §7), apart from the rest of the broadband contract
 * (broadband-fibre.ts lists them in their places, so docs/api.md is unchanged): the session restore of a fibre-only
 * account and its broadband tab read the services list and the plans, and their port part
 * (broadband-summary-http.ts) loads them without the orders, time slots, modems, cart and checkout schemas.
 */
export const fibreListLfcProductCall = list("LfcProduct", "lfc_product", LfcProductPage, true);
export const fibreListUfbOrderCall = list("UfbOrder", "UFB_order", UfbOrderPage, false);
export const fibreListUfbCall = list("Ufb", "UFB", UfbProductPage, false);

export const ufbPlanSearchCall = defineCall({
  id: "broadband.ufbPlanSearch",
  method: "POST",
  path: `${FIBRE_BASE}/UFB_plan`,
  body: UfbPlanSearchBody,
  reply: json(UfbPlansReply),
  auth: "bearer",
  replyShown: true,
});
