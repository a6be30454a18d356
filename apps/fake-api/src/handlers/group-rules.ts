import { GROUP_MEMBER_LIMIT, OBJECT_NOT_FOUND } from "@waea/domain/groups";
import { parseNzMobileNumber } from "@waea/domain/validation";
import { refuse, type Refusal } from "../server/handler";
import type { World } from "../world/world";

/** The most members a group takes here: the largest group kind (6 people, spec 03 §1). */

export const GroupTexts = {
  notFound: OBJECT_NOT_FOUND,
  alreadyMember: "Already a member",
  full: `Group is full: a group has at most ${GROUP_MEMBER_LIMIT} members`,
  notMember: "Not a member of this group",
  noService: "This account has no mobile service to add to the group",
} as const;

/** Why someone cannot join: already in the group, or the group is full. */
export const joinRefusal = <M>(
  members: ReadonlyArray<M>,
  isThem: (member: M) => boolean,
): Refusal | undefined =>
  members.some(isThem)
    ? refuse(400, GroupTexts.alreadyMember)
    : members.length >= GROUP_MEMBER_LIMIT
      ? refuse(400, GroupTexts.full)
      : undefined;

/** The mobile services (not fixed wireless) of a customer, in the world's order. */
export const mobileServicesOf = (world: World, customerUuid: string): ReadonlyArray<string> =>
  Object.values(world.core.products)
    .filter((product) => product.CustomerUUID === customerUuid && product.ProductType !== "mobileFWA")
    .map((product) => product.UUID);

/** The service an invite addressed by service UUID or mobile number means, else the customer's first one. */
export const invitedService = (
  world: World,
  customerUuid: string,
  requestedTo: string,
): string | undefined => {
  const services = mobileServicesOf(world, customerUuid);
  const text = requestedTo.trim();
  const msisdn = parseNzMobileNumber(text)?.msisdn;
  return (
    services.find((uuid) => uuid === text) ??
    services.find((uuid) => msisdn !== undefined && world.core.products[uuid]?.MSISDN === msisdn) ??
    services[0]
  );
};

/** Whether a product is one of the customer's mobile services. */
export const isServiceOf = (world: World, customerUuid: string, productUuid: string): boolean =>
  mobileServicesOf(world, customerUuid).includes(productUuid);
