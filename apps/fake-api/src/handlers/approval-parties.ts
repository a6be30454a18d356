import type { Approval } from "@waea/domain/billing-routes";
import { isEmailFormat, parseNzMobileNumber, sameEmail } from "@waea/domain/validation";
import type { Login } from "../world/core";
import type { World } from "../world/world";
import { entryOf } from "./record-entry";

/**
 * The customers an approval's RequestedTo names: a customer UUID, the UUID of one of their services (a leader
 * adding a service to a mobile group), an e-mail address (any case) or a New Zealand mobile number in any spelling
 * (the number of one of their services, or their contact number).
 */
export const customersAddressed = (world: World, requestedTo: string): ReadonlyArray<string> => {
  const text = requestedTo.trim();
  const { customers, products } = world.core;
  if (entryOf(customers, text) !== undefined) return [text];
  const service = entryOf(products, text);
  if (service !== undefined) return [service.CustomerUUID];
  if (isEmailFormat(text))
    return Object.values(customers)
      .filter((customer) => sameEmail(customer.Email, text))
      .map((customer) => customer.UUID);
  const msisdn = parseNzMobileNumber(text)?.msisdn;
  if (msisdn === undefined) return [];
  const found = new Set(
    Object.values(products)
      .filter((product) => product.MSISDN === msisdn)
      .map((product) => product.CustomerUUID),
  );
  for (const customer of Object.values(customers))
    if (parseNzMobileNumber(customer.MobileNumber ?? "")?.msisdn === msisdn) found.add(customer.UUID);
  return [...found];
};

/** What an approval may be sent to: a known customer or service, an e-mail address or a NZ mobile number. */
export const isRecipient = (world: World, requestedTo: string): boolean => {
  const text = requestedTo.trim();
  return (
    entryOf(world.core.customers, text) !== undefined ||
    entryOf(world.core.products, text) !== undefined ||
    isEmailFormat(text) ||
    parseNzMobileNumber(text) !== undefined
  );
};

export const isAddressedTo = (world: World, approval: Approval, customerUuid: string): boolean =>
  customersAddressed(world, approval.RequestedTo).includes(customerUuid);

/** Sent to someone who is not a customer yet: only the holder of its link's code may answer it. */
export const isUnclaimed = (world: World, approval: Approval): boolean =>
  customersAddressed(world, approval.RequestedTo).length === 0;

/** Whether `code` is the approval's own code (the token of its link); its UUID never stands in for it. */
export const holdsCode = (approval: Approval, code: string | undefined): boolean => {
  const given = code?.trim().toUpperCase() ?? "";
  return given !== "" && approval.ApprovalCode !== undefined && approval.ApprovalCode.toUpperCase() === given;
};

/**
 * The sender never answers; the customer it was sent to does, and an unclaimed one is answered by whoever holds
 * its link's code (`code`), not by anyone who knows or guesses its UUID.
 */
export const mayAnswer = (world: World, approval: Approval, customerUuid: string, code?: string): boolean =>
  approval.CustomerUUID !== customerUuid &&
  (isAddressedTo(world, approval, customerUuid) ||
    (isUnclaimed(world, approval) && holdsCode(approval, code)));

/** The login's customer account that answers an approval through the approval service (no account in the call). */
export const answeringCustomer = (world: World, login: Login, approval: Approval): string | undefined =>
  login.CustomerUUIDs.find((uuid) => approval.CustomerUUID !== uuid && isAddressedTo(world, approval, uuid));

/** Only its sender and the one it was sent to read an approval (its RequestedTo is someone's address). */
export const maySee = (world: World, login: Login, approval: Approval): boolean =>
  login.CustomerUUIDs.some((uuid) => uuid === approval.CustomerUUID || isAddressedTo(world, approval, uuid));

export const fullName = (world: World, customerUuid: string): string | undefined => {
  const customer = entryOf(world.core.customers, customerUuid);
  return customer === undefined ? undefined : `${customer.FirstName} ${customer.LastName}`.trim();
};

/** Newest first. */
export const newestFirst = (approvals: ReadonlyArray<Approval>): ReadonlyArray<Approval> =>
  [...approvals].sort((a, b) => (b.CreatedAtNanos ?? 0) - (a.CreatedAtNanos ?? 0));
