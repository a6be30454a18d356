import type { addressCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import type { CustomerAddressEntity } from "@waea/domain/profile";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import { uuidFor } from "../world/prng";
import { availabilityAt, searchLocations } from "../world/profile-locations";
import { ownCustomer } from "./access";
import { MAX_ADDRESSES, checkAddress, placeAddress, removeAddress } from "./address-book";

const NO_LOCATION = "No Location";
const MAX_QUERY = 200;

const addressesOf = (context: SignedInContext, customerUuid: string): ReadonlyArray<CustomerAddressEntity> =>
  context.world.profile.addresses[customerUuid] ?? [];

const notFound = () => refuse(404, translate("en", "profile.address_not_found"));

/** Saves a customer's list and answers the written address as it now stands (its final rank). */
const save = (
  context: SignedInContext,
  customerUuid: string,
  list: ReadonlyArray<CustomerAddressEntity>,
  uuid: string,
) => {
  context.world.profile.addresses[customerUuid] = list;
  return list.find((item) => item.UUID === uuid) ?? notFound();
};

const locationOf = (context: { readonly world: SignedInContext["world"] }, provider: string, idx: string) =>
  context.world.profile.locations.find(
    (location) => location.LocationProvider === provider && location.LocationProviderIDX === idx,
  );

/** Delivery addresses (PRO-05) and the location lookups over the seeded New Zealand street addresses. */
export const addressHandlers: Handlers<typeof addressCalls> = {
  "address.listAddresses": ({ params }, context) => {
    const customer = ownCustomer(context, params.id);
    return isRefusal(customer) ? customer : { Addresses: addressesOf(context, customer.UUID) };
  },

  "address.createAddress": ({ params, body }, context) => {
    const customer = ownCustomer(context, params.id);
    if (isRefusal(customer)) return customer;
    const checked = checkAddress(body);
    if (isRefusal(checked)) return checked;
    const list = addressesOf(context, customer.UUID);
    if (list.length >= MAX_ADDRESSES)
      return refuse(400, `You can keep at most ${MAX_ADDRESSES} delivery addresses`);
    const profile = context.world.profile;
    profile.counter += 1;
    const uuid = uuidFor(context.world.seed, `address:${customer.UUID}:created:${profile.counter}`);
    const entity = { ...checked, UUID: uuid, CustomerUUID: customer.UUID };
    return save(context, customer.UUID, placeAddress(list, entity, customer.UUID), uuid);
  },

  "address.updateAddress": ({ params, body }, context) => {
    const customer = ownCustomer(context, params.id);
    if (isRefusal(customer)) return customer;
    const list = addressesOf(context, customer.UUID);
    if (!list.some((item) => item.UUID === params.addressUuid)) return notFound();
    const checked = checkAddress(body);
    if (isRefusal(checked)) return checked;
    const entity = { ...checked, UUID: params.addressUuid, CustomerUUID: customer.UUID };
    return save(context, customer.UUID, placeAddress(list, entity, customer.UUID), params.addressUuid);
  },

  "address.deleteAddress": ({ params }, context) => {
    const customer = ownCustomer(context, params.id);
    if (isRefusal(customer)) return customer;
    const list = addressesOf(context, customer.UUID);
    if (!list.some((item) => item.UUID === params.addressUuid)) return notFound();
    context.world.profile.addresses[customer.UUID] = removeAddress(list, params.addressUuid, customer.UUID);
    return undefined;
  },

  "address.searchLocations": ({ query }, context) =>
    query.query.length > MAX_QUERY
      ? refuse(400, `query.query: at most ${MAX_QUERY} characters`)
      : { Locations: searchLocations(context.world.profile.locations, query.query) },

  "address.location": ({ params }, context) =>
    locationOf(context, params.provider, params.idx) ?? refuse(404, NO_LOCATION),

  "address.serviceAvailability": ({ query }, context) => {
    const location = locationOf(context, query.LocationProvider, query.LocationProviderIDX);
    return location === undefined ? refuse(404, NO_LOCATION) : availabilityAt(context.world.seed, location);
  },
};
