import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import type { Customer } from "../account";
import { IdentityProvider } from "../session/auth-data";
import type { ApiError } from "../ports";
import type { EntityType } from "./entity-cache";
import type { CustomerPatch } from "./notifications";
import type { PersonalDataUpdate } from "./personal-data";

/** The customer accounts of the signed-in user (customer.customerUuids). */
export const CustomerUuids = Schema.Struct({ CustomerUUIDs: Schema.Array(Schema.String) });
export type CustomerUuids = typeof CustomerUuids.Type;

/** customer_from_identity query: the identity an account is looked up by. */
export const CustomerIdentity = Schema.Struct({ IdentityProvider, AuthID: Schema.String });
export type CustomerIdentity = typeof CustomerIdentity.Type;

/** A customer tag (CustomerTag, keyed by UUID): a label the operator puts on an account. */
export const CustomerTag = Schema.Struct({
  UUID: Schema.String,
  CustomerUUID: Schema.String,
  Name: Schema.String,
  Value: Schema.optional(Schema.String),
});
export type CustomerTag = typeof CustomerTag.Type;

export const CustomerTags = Schema.Struct({ CustomerTags: Schema.Array(CustomerTag) });
export type CustomerTags = typeof CustomerTags.Type;

/** An entity read by type and UUID: its UUID and whatever fields its type has; decode with the type's schema. */
export const EntityRecord = Schema.Struct(
  { UUID: Schema.String },
  Schema.Record({ key: Schema.String, value: Schema.Unknown }),
);
export type EntityRecord = typeof EntityRecord.Type;

/**
 * The customer calls of spec 01 §7 and 03 §7. Entity reads are cached 3 minutes by the adapter (entity-cache.ts);
 * a write forgets the entity it changed.
 */
export interface CustomerApiService {
  /** One customer account of the signed-in user (contract entry customer.readCustomer). */
  readonly readCustomer: (customerUuid: string) => Effect.Effect<Customer, ApiError>;
  /** Saves the personal data: SPID, FirstName, LastName, Email (customer.updateCustomer). */
  readonly updateCustomer: (
    customerUuid: string,
    body: PersonalDataUpdate,
  ) => Effect.Effect<Customer, ApiError>;
  /** Changes contact details and the notification opt-ins (customer.patchCustomer). */
  readonly patchCustomer: (customerUuid: string, body: CustomerPatch) => Effect.Effect<Customer, ApiError>;
  /** The customer accounts the signed-in user may choose from (customer.customerUuids). */
  readonly customerUuids: () => Effect.Effect<CustomerUuids, ApiError>;
  /** The customer account of an identity (customer.customerFromIdentity). */
  readonly customerFromIdentity: (identity: CustomerIdentity) => Effect.Effect<Customer, ApiError>;
  /** The tags the operator put on an account (customer.customerTags). */
  readonly customerTags: (customerUuid: string) => Effect.Effect<CustomerTags, ApiError>;
  /** An entity by type and UUID (customer.readEntity). */
  readonly readEntity: (type: EntityType, uuid: string) => Effect.Effect<EntityRecord, ApiError>;
}

export class CustomerApi extends Context.Tag("waea/CustomerApi")<CustomerApi, CustomerApiService>() {}
