import * as Schema from "effect/Schema";
import {
  BroadbandSecurity,
  BroadbandSecuritySettings,
  FibreUsageReply,
  FibreNote,
  FibreNotesReply,
  LfcProduct,
  TimeSlotsReply,
  UfbOrder,
  UfbProduct,
  VisitMode,
} from "@waea/domain/broadband";
import {
  BookingBody,
  LfcProductBody,
  LfcProductInput,
  NoteBody,
  UfbOrderBody,
  UfbOrderInput,
  UfbProductBody,
} from "./broadband-input";
import {
  FIBRE_BASE as BASE,
  FIBRE_PRODUCTS as PRODUCTS,
  fibreListLfcProductCall,
  fibreListUfbCall,
  fibreListUfbOrderCall,
  ufbPlanSearchCall,
} from "./broadband-fibre-reads";
import { defineCall, json, noContent, type CallDefinition } from "./define";
import { PathParam } from "./wire";

const Uuid = Schema.Struct({ uuid: PathParam });

type RecordSchema = typeof LfcProduct | typeof UfbOrder | typeof UfbProduct;
type BodySchema = typeof LfcProductBody | typeof UfbOrderBody | typeof UfbProductBody;

/** Its paginated list (broadband-fibre-reads.ts), then GET, PUT and DELETE of one record and its purge. */
const collection = <
  L extends CallDefinition,
  S extends string,
  K extends string,
  R extends RecordSchema,
  B extends BodySchema,
>(
  list: L,
  suffix: S,
  kind: K,
  record: R,
  body: B,
  cached: boolean,
) =>
  [
    list,
    defineCall({
      id: `broadband.fibreGet${suffix}`,
      method: "GET",
      path: `${BASE}/${kind}/{uuid}`,
      params: Uuid,
      reply: json(record),
      auth: "bearer",
      replyShown: false,
      ...(cached ? { cache: PRODUCTS } : {}),
    }),
    defineCall({
      id: `broadband.fibreUpdate${suffix}`,
      method: "PUT",
      path: `${BASE}/${kind}/{uuid}`,
      params: Uuid,
      body,
      reply: json(record),
      auth: "bearer",
      replyShown: false,
      invalidates: PRODUCTS.groups,
    }),
    defineCall({
      id: `broadband.fibreDelete${suffix}`,
      method: "DELETE",
      path: `${BASE}/${kind}/{uuid}`,
      params: Uuid,
      reply: json(record),
      auth: "bearer",
      replyShown: false,
      invalidates: PRODUCTS.groups,
    }),
    defineCall({
      id: `broadband.fibrePurge${suffix}`,
      method: "DELETE",
      path: `${BASE}/${kind}/{uuid}/purge`,
      params: Uuid,
      reply: noContent,
      auth: "bearer",
      replyShown: false,
      invalidates: PRODUCTS.groups,
    }),
  ] as const;

const create = <
  S extends string,
  K extends string,
  R extends Schema.Schema.AnyNoContext,
  B extends Schema.Schema.AnyNoContext,
>(
  suffix: S,
  kind: K,
  record: R,
  body: B,
) =>
  defineCall({
    id: `broadband.fibreCreate${suffix}`,
    method: "POST",
    path: `${BASE}/${kind}`,
    body,
    reply: json(record),
    auth: "bearer",
    replyShown: false,
    invalidates: PRODUCTS.groups,
  });

const notes = <S extends string, P extends string>(suffix: S, segment: P) =>
  [
    defineCall({
      id: `broadband.fibreNotes${suffix}`,
      method: "GET",
      path: `${BASE}/${segment}/{uuid}/note`,
      params: Uuid,
      reply: json(FibreNotesReply),
      auth: "bearer",
      replyShown: false,
    }),
    defineCall({
      id: `broadband.fibreAddNote${suffix}`,
      method: "POST",
      path: `${BASE}/${segment}/{uuid}/note`,
      params: Uuid,
      body: NoteBody,
      reply: json(FibreNote),
      auth: "bearer",
      replyShown: false,
    }),
  ] as const;

/**
 * The fibre lifecycle service, base /v3/{SPID} (spec 03 §7, BB-05): one entry per collection and call,
 * `<portMethod><Collection>` with LfcProduct (lfc_product), UfbOrder (UFB_order) and Ufb (UFB). The spec writes the
 * note paths in lower case (ufb_order/{UUID}/note, ufb/{UUID}/note) and so do these.
 */
export const fibreCallDefinitions = [
  create("LfcProduct", "lfc_product", LfcProduct, LfcProductInput),
  create("UfbOrder", "UFB_order", UfbOrder, UfbOrderInput),
  ...collection(fibreListLfcProductCall, "LfcProduct", "lfc_product", LfcProduct, LfcProductBody, true),
  ...collection(fibreListUfbOrderCall, "UfbOrder", "UFB_order", UfbOrder, UfbOrderBody, false),
  ...collection(fibreListUfbCall, "Ufb", "UFB", UfbProduct, UfbProductBody, false),
  ...notes("UfbOrder", "ufb_order"),
  ...notes("Ufb", "ufb"),
  defineCall({
    id: "broadband.ufbOrderBook",
    method: "POST",
    path: `${BASE}/UFB_order/{uuid}/book`,
    params: Uuid,
    body: BookingBody,
    reply: json(UfbOrder),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "broadband.ufbOrderAvailableTimes",
    method: "POST",
    path: `${BASE}/UFB_order/{uuid}/get_available_times`,
    params: Uuid,
    body: Schema.Struct({ Mode: VisitMode }),
    reply: json(TimeSlotsReply),
    auth: "bearer",
    replyShown: false,
  }),
  ufbPlanSearchCall,
  defineCall({
    id: "broadband.ufbUsage",
    method: "GET",
    path: `${BASE}/UFB/{uuid}/usage`,
    params: Uuid,
    reply: json(FibreUsageReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "broadband.ufbSecurity",
    method: "GET",
    path: `${BASE}/UFB/{uuid}/security`,
    params: Uuid,
    reply: json(BroadbandSecurity),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "broadband.setUfbSecurity",
    method: "PUT",
    path: `${BASE}/UFB/{uuid}/security`,
    params: Uuid,
    body: BroadbandSecuritySettings,
    reply: json(BroadbandSecurity),
    auth: "bearer",
    replyShown: false,
  }),
] as const;
