import * as Schema from "effect/Schema";
import {
  BookingRequest,
  LfcProduct,
  ServiceAvailabilityQuery,
  UfbOrder,
  UfbProduct,
} from "@waea/domain/broadband";
import { SPID } from "@waea/domain/config";
import { MAX_CENTS } from "@waea/domain/money";
import { QuerySpid, Spid } from "./spid";

/** Speeds of a wholesale product, in Mbps. */
export const MAX_MBPS = 10_000;
/** A note of a fibre record holds at most this many characters. */
export const MAX_NOTE = 1000;
/** The local fibre companies whose networks carry UFB. */
export const LFCS: ReadonlyArray<string> = ["Chorus", "Enable", "Tuatahi", "Northpower"];

/** SPID and the location ids of an availability or plan lookup, SPID as a query-string integer. */
export const LocationWireQuery = Schema.Struct({ ...ServiceAvailabilityQuery.fields, SPID: QuerySpid });

/** The fibre plans' query: SPID, with a premises' location ids or without any (every fibre plan). */
export const FibrePlansWireQuery = Schema.Struct({
  SPID: QuerySpid,
  LocationProvider: Schema.optional(Schema.String),
  LocationProviderIDX: Schema.optional(Schema.String),
});

/** A visit booking: SPID 67 (defaulted, spec 03 §7). */
export const BookingBody = Schema.Struct({
  ...BookingRequest.fields,
  SPID: Schema.optionalWith(Spid, { default: () => SPID }),
});

const speed = Schema.Int.pipe(Schema.between(1, MAX_MBPS, { message: () => `1 to ${MAX_MBPS}` }));

/** A wholesale product (lfc_product): SPID 67, a name, one of the four fibre companies, speeds and a price. */
export const LfcProductBody = Schema.Struct({
  ...LfcProduct.fields,
  SPID: Spid,
  Name: Schema.String.pipe(
    Schema.filter((name) => (name.trim() !== "" && name.length <= 100) || "1 to 100 characters"),
  ),
  LFC: Schema.String.pipe(
    Schema.filter((lfc) => LFCS.includes(lfc) || "must be Chorus, Enable, Tuatahi or Northpower"),
  ),
  DownloadMbps: speed,
  UploadMbps: speed,
  WholesaleCents: LfcProduct.fields.WholesaleCents.pipe(
    Schema.between(0, MAX_CENTS, { message: () => "must be 0 or more" }),
  ),
});

/** A fibre order (UFB_order): SPID 67 and an order type. */
export const UfbOrderBody = Schema.Struct({
  ...UfbOrder.fields,
  SPID: Spid,
  OrderType: Schema.String.pipe(Schema.filter((type) => type.trim() !== "" || "required")),
});

/** A fibre product (UFB): SPID 67 and a product status from 1 to 9. */
export const UfbProductBody = Schema.Struct({
  ...UfbProduct.fields,
  SPID: Spid,
  Status: Schema.Number.pipe(
    Schema.filter(
      (status) => (Number.isInteger(status) && status >= 1 && status <= 9) || "a product status from 1 to 9",
    ),
  ),
});

/** A new record: the fields of the record, the UUID optional (the service gives one). */
export const LfcProductInput = Schema.Struct({
  ...LfcProductBody.fields,
  UUID: Schema.optional(Schema.String),
});
export const UfbOrderInput = Schema.Struct({ ...UfbOrderBody.fields, UUID: Schema.optional(Schema.String) });

/** A note to add: some text ('No params' when blank, spec 03 §8), at most 1000 characters. */
export const NoteBody = Schema.Struct({
  Note: Schema.String.pipe(
    Schema.filter((note) => note.trim() !== "" || "No params"),
    Schema.maxLength(MAX_NOTE, { message: () => `at most ${MAX_NOTE} characters` }),
  ),
});
