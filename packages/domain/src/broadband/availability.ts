import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import type { BroadbandMessageKey } from "./broadband-messages";

/** The availability statuses that allow an order (spec 03 §4). */
export const AcceptedAvailability = Schema.Literal(
  "service_available",
  "service_scope_required",
  "service_installation_required",
);
export type AcceptedAvailability = typeof AcceptedAvailability.Type;

/** GET /fwa/service_availability and /ufb/service_availability: query SPID and the location ids. */
export const ServiceAvailabilityQuery = Schema.Struct({
  SPID: Schema.Int,
  LocationProvider: Schema.String,
  LocationProviderIDX: Schema.String,
});
export type ServiceAvailabilityQuery = typeof ServiceAvailabilityQuery.Type;

/** The reply is not shown; its UUID is the ServiceAvailabilityUUID the v2 checkout needs. */
export const ServiceAvailability = Schema.Struct({
  UUID: Schema.String,
  Status: Schema.String,
  LocationProvider: Schema.optional(Schema.String),
  LocationProviderIDX: Schema.optional(Schema.String),
  RSFDate: Schema.optional(Schema.String),
});
export type ServiceAvailability = typeof ServiceAvailability.Type;

const ACCEPTED: ReadonlyArray<string> = AcceptedAvailability.literals;

/** Only the three accepted statuses go on; anything else is 'No Fibre services available'. */
export const checkAvailability = (
  status: string,
): Either.Either<AcceptedAvailability, BroadbandMessageKey> =>
  ACCEPTED.includes(status)
    ? Either.right(status as AcceptedAvailability)
    : Either.left("broadband.no_fibre_services");

export type VisitKind = "install" | "scope";

/**
 * The visit booked after the order: a scope visit when the status says the premises need scoping first, an
 * install otherwise (a line that is already available still gets an install appointment to connect the service).
 */
export const visitKind = (status: AcceptedAvailability): VisitKind =>
  status === "service_scope_required" ? "scope" : "install";
