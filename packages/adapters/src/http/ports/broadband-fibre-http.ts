import type * as Effect from "effect/Effect";
import { type FibreRecordInput, type FibreRecords } from "@waea/domain/broadband";
import { type BroadbandApiService } from "@waea/domain/broadband/api";
import { type ApiError } from "@waea/domain/ports";
import type { HttpApiClient } from "../client";
import { broadbandCalls } from "../contract/broadband";
import { makeHttpBroadbandSummary } from "./broadband-summary-http";

type FibreMethods = Pick<
  BroadbandApiService,
  | "fibreCreate"
  | "fibreList"
  | "fibreGet"
  | "fibreUpdate"
  | "fibreDelete"
  | "fibrePurge"
  | "fibreNotes"
  | "fibreAddNote"
  | "ufbOrderBook"
  | "ufbOrderAvailableTimes"
  | "ufbPlanSearch"
  | "ufbUsage"
  | "ufbSecurity"
  | "setUfbSecurity"
>;

/** One reply type per collection; the generic methods answer the record of the collection they were asked for. */
const as = <K extends keyof FibreRecords, A>(
  effect: Effect.Effect<A, ApiError>,
): Effect.Effect<FibreRecords[K], ApiError> => effect as unknown as Effect.Effect<FibreRecords[K], ApiError>;

/**
 * The fibre lifecycle service (base /v3/{SPID}) over HTTP: each generic method picks its collection's entry. The
 * lists and the plan search are the summary's part (broadband-summary-http.ts).
 */
export const makeHttpFibreApi = (client: HttpApiClient): FibreMethods => {
  const api = client.calls(broadbandCalls);
  return {
    ...makeHttpBroadbandSummary(client),
    fibreCreate: (kind, record) =>
      kind === "lfc_product"
        ? as(api.fibreCreateLfcProduct({ body: record as unknown as FibreRecordInput<"lfc_product"> }))
        : as(api.fibreCreateUfbOrder({ body: record as unknown as FibreRecordInput<"UFB_order"> })),
    fibreGet: (kind, uuid) => {
      const input = { params: { uuid } };
      return kind === "lfc_product"
        ? as(api.fibreGetLfcProduct(input))
        : kind === "UFB_order"
          ? as(api.fibreGetUfbOrder(input))
          : as(api.fibreGetUfb(input));
    },
    fibreUpdate: (kind, record) => {
      const params = { uuid: record.UUID };
      return kind === "lfc_product"
        ? as(api.fibreUpdateLfcProduct({ params, body: record as FibreRecords["lfc_product"] }))
        : kind === "UFB_order"
          ? as(api.fibreUpdateUfbOrder({ params, body: record as FibreRecords["UFB_order"] }))
          : as(api.fibreUpdateUfb({ params, body: record as FibreRecords["UFB"] }));
    },
    fibreDelete: (kind, uuid) => {
      const input = { params: { uuid } };
      return kind === "lfc_product"
        ? as(api.fibreDeleteLfcProduct(input))
        : kind === "UFB_order"
          ? as(api.fibreDeleteUfbOrder(input))
          : as(api.fibreDeleteUfb(input));
    },
    fibrePurge: (kind, uuid) => {
      const input = { params: { uuid } };
      return kind === "lfc_product"
        ? api.fibrePurgeLfcProduct(input)
        : kind === "UFB_order"
          ? api.fibrePurgeUfbOrder(input)
          : api.fibrePurgeUfb(input);
    },
    fibreNotes: (kind, uuid) =>
      kind === "UFB_order"
        ? api.fibreNotesUfbOrder({ params: { uuid } })
        : api.fibreNotesUfb({ params: { uuid } }),
    fibreAddNote: (kind, uuid, note) => {
      const input = { params: { uuid }, body: { Note: note } };
      return kind === "UFB_order" ? api.fibreAddNoteUfbOrder(input) : api.fibreAddNoteUfb(input);
    },
    ufbOrderBook: (uuid, request) => api.ufbOrderBook({ params: { uuid }, body: request }),
    ufbOrderAvailableTimes: (uuid, query) =>
      api.ufbOrderAvailableTimes({ params: { uuid }, body: { Mode: query.Mode } }),
    ufbUsage: (uuid) => api.ufbUsage({ params: { uuid } }),
    ufbSecurity: (uuid) => api.ufbSecurity({ params: { uuid } }),
    setUfbSecurity: (uuid, settings) => api.setUfbSecurity({ params: { uuid }, body: settings }),
  };
};
