import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import type { Customer } from "../account";
import { apiFailure } from "../ports";
import { CustomerApi, type CustomerApiService, type CustomerTag, type EntityRecord } from "./customer-api";
import type { CustomerPatch } from "./notifications";

export interface MemoryCustomerSeed {
  readonly customers?: ReadonlyArray<Customer>;
  /** The signed-in user's customer accounts (customer_uuids). */
  readonly userCustomerUuids?: ReadonlyArray<string>;
  /** "PROVIDER:AuthID" to customer UUID. */
  readonly identities?: Readonly<Record<string, string>>;
  readonly tags?: ReadonlyArray<CustomerTag>;
  /** Other entities by "Type:UUID". */
  readonly entities?: Readonly<Record<string, EntityRecord>>;
}

export interface MemoryCustomerApi extends CustomerApiService {
  readonly customers: Map<string, Customer>;
  readonly patches: Array<{ readonly customerUuid: string; readonly body: CustomerPatch }>;
}

/** Customers in a map; updates refuse blank fields and unknown customers like the operator. */
export const makeMemoryCustomerApi = (seed: MemoryCustomerSeed = {}): MemoryCustomerApi => {
  const customers = new Map((seed.customers ?? []).map((c) => [c.UUID, c]));
  const patches: Array<{ readonly customerUuid: string; readonly body: CustomerPatch }> = [];
  const found = (call: string, uuid: string) => {
    const customer = customers.get(uuid);
    return customer === undefined ? apiFailure(call, 404, "Object not found") : Effect.succeed(customer);
  };
  const store = (customer: Customer) => (customers.set(customer.UUID, customer), customer);
  return {
    customers,
    patches,
    readCustomer: (uuid) => found("readCustomer", uuid),
    updateCustomer: (uuid, body) =>
      [body.FirstName, body.LastName, body.Email].some((f) => f.trim() === "")
        ? apiFailure("updateCustomer", 400, "No params")
        : Effect.map(found("updateCustomer", uuid), (c) =>
            store({ ...c, FirstName: body.FirstName, LastName: body.LastName, Email: body.Email }),
          ),
    patchCustomer: (uuid, body) =>
      Effect.map(found("patchCustomer", uuid), (c) => {
        patches.push({ customerUuid: uuid, body });
        return store({
          ...c,
          ...(body.ContactEmail === undefined ? {} : { ContactEmail: body.ContactEmail }),
          ...(body.ContactNumber === undefined ? {} : { ContactNumber: body.ContactNumber }),
        });
      }),
    customerUuids: () => Effect.succeed({ CustomerUUIDs: seed.userCustomerUuids ?? [...customers.keys()] }),
    customerFromIdentity: (identity) => {
      const uuid = seed.identities?.[`${identity.IdentityProvider}:${identity.AuthID}`];
      return uuid === undefined
        ? apiFailure("customerFromIdentity", 404, "Object not found")
        : found("customerFromIdentity", uuid);
    },
    customerTags: (uuid) =>
      Effect.succeed({ CustomerTags: (seed.tags ?? []).filter((t) => t.CustomerUUID === uuid) }),
    readEntity: (type, uuid) => {
      const customer = type === "Customer" ? customers.get(uuid) : undefined;
      const entity = customer ?? seed.entities?.[`${type}:${uuid}`];
      return entity === undefined
        ? apiFailure("readEntity", 404, "Object not found")
        : Effect.succeed(entity);
    },
  };
};

export const memoryCustomerApiLayer = (seed?: MemoryCustomerSeed): Layer.Layer<CustomerApi> =>
  Layer.sync(CustomerApi, () => makeMemoryCustomerApi(seed));
