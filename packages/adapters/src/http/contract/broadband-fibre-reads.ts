import * as Schema from "effect/Schema";
import {
  FIBRE_CACHE_MS,
  LfcProduct,
  PagingInfo,
  UfbOrder,
  UfbPlansReply,
  UfbProduct,
} from "@waea/domain/broadband";
import { FibreListWireQuery, UfbPlanSearchBody } from "./broadband-input";
import { defineCall, json } from "./define";

export const FIBRE_BASE = "/v3/{spid}";
/** The wholesale products are cached 3 minutes; customers' orders and services change under the portal's eyes. */
export const FIBRE_PRODUCTS = { ttlMs: FIBRE_CACHE_MS, groups: ["fibre-products"] };

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
