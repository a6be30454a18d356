import {
  ADDRESS_REQUIRED_TEXT,
  DELIVERY,
  addressLines,
  deliveryAddresses,
  renumber,
  withoutAddress,
  type AddressWrite,
  type CustomerAddressEntity,
  type DeliveryAddress,
} from "@waea/domain/profile";
import { hasText, validateDeliveryAddress } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { refuse, type Refusal } from "../server/handler";
import { firstErrorText } from "./message-text";

/** A customer keeps at most this many delivery addresses. */
export const MAX_ADDRESSES = 20;

const REQUIRED = ["StreetName", "City", "PostCode"] as const;

/**
 * The address of a create or update, cleaned: street name, city and postcode required (the spec's message), the
 * domain's other address rules (NZ postcode, lengths) with their messages, a Rank of 1 or more. Lines and
 * Formatted are the operator's when given, else written from the parts.
 */
export const checkAddress = (body: AddressWrite): Omit<CustomerAddressEntity, "UUID"> | Refusal => {
  if (REQUIRED.some((field) => !hasText(body[field]))) return refuse(400, ADDRESS_REQUIRED_TEXT);
  const checked = validateDeliveryAddress(body);
  if (Either.isLeft(checked)) return refuse(400, firstErrorText(checked.left, "Bad params"));
  if (body.Rank < 1) return refuse(400, "body.Rank: must be 1 or more");
  const parts = checked.right;
  const lines = addressLines(parts);
  const { LocationProvider, LocationProviderIDX, Latitude, Longitude } = body;
  return {
    AddressType: DELIVERY,
    Rank: body.Rank,
    ...(LocationProvider === undefined ? {} : { LocationProvider }),
    ...(LocationProviderIDX === undefined ? {} : { LocationProviderIDX }),
    ...parts,
    ...(Latitude === undefined ? {} : { Latitude }),
    ...(Longitude === undefined ? {} : { Longitude }),
    Lines: body.Lines ?? lines,
    Formatted: body.Formatted ?? lines.join(", "),
  };
};

const toEntity =
  (customerUuid: string) =>
  ({ AddressUUID, IsDefault: _default, ...rest }: DeliveryAddress): CustomerAddressEntity => ({
    ...rest,
    UUID: AddressUUID,
    CustomerUUID: customerUuid,
  });

/**
 * The list with one address written at its Rank: it takes that place and the others keep their order around it,
 * ranks renumbered 1..n (Rank 1 makes it the default and shifts the others down, as the domain's makeDefault).
 */
export const placeAddress = (
  list: ReadonlyArray<CustomerAddressEntity>,
  entity: CustomerAddressEntity,
  customerUuid: string,
): ReadonlyArray<CustomerAddressEntity> => {
  const others = deliveryAddresses(list.filter((item) => item.UUID !== entity.UUID));
  const [written] = deliveryAddresses([entity]);
  if (written === undefined) return list;
  const at = Math.min(Math.max(entity.Rank - 1, 0), others.length);
  return renumber([...others.slice(0, at), written, ...others.slice(at)]).map(toEntity(customerUuid));
};

/** The list without one address: the others renumbered, so deleting the default promotes the next one. */
export const removeAddress = (
  list: ReadonlyArray<CustomerAddressEntity>,
  addressUuid: string,
  customerUuid: string,
): ReadonlyArray<CustomerAddressEntity> =>
  withoutAddress(deliveryAddresses(list), addressUuid).map(toEntity(customerUuid));
