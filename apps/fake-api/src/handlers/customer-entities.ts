import type { EntityRecord, EntityType } from "@waea/domain/profile";
import type { IdentityProvider } from "@waea/domain/session";
import { isEmailFormat, parseNzMobileNumber, parseSimId } from "@waea/domain/validation";
import { OBJECT_NOT_FOUND } from "@waea/domain/groups";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import type { CoreState } from "../world/core";
import { ownCustomer } from "./access";
import { loginByEmail } from "./auth-sign-in";

/**
 * The customer account an identity names: a LOCAL e-mail is a login (its first account), a LOCAL number or SIM ID
 * is a service (its account); a social identity is the login it is linked to.
 */
export const customerOfIdentity = (
  core: CoreState,
  provider: IdentityProvider,
  authId: string,
): string | undefined => {
  const id = authId.trim();
  if (provider === "LOCAL") {
    if (isEmailFormat(id)) return loginByEmail(core, id)?.CustomerUUIDs[0];
    const simId = parseSimId(id);
    const msisdn = simId === undefined ? parseNzMobileNumber(id)?.msisdn : undefined;
    if (simId === undefined && msisdn === undefined) return undefined;
    return Object.values(core.products).find((product) =>
      simId !== undefined ? product.SIMID === simId : product.MSISDN === msisdn,
    )?.CustomerUUID;
  }
  return Object.values(core.logins).find((login) =>
    login.Identities.some((item) => item.Provider === provider && item.AuthID === id),
  )?.CustomerUUIDs[0];
};

const visibleTo = (context: SignedInContext) => (customerUuid: string) =>
  context.login.CustomerUUIDs.includes(customerUuid);

/** Groups the login leads or belongs to, and their members, by UUID. */
const groupEntity = (context: SignedInContext, type: EntityType, uuid: string): EntityRecord | undefined => {
  const mine = visibleTo(context);
  const groups = context.world.groups;
  const customerGroups = Object.values(groups.customerGroups).filter(
    (group) => mine(group.CustomerUUID) || group.Members.some((member) => mine(member.CustomerUUID)),
  );
  const mobileGroups = Object.values(groups.mobileGroups).filter(
    (group) => mine(group.CustomerUUID) || group.Members.some((member) => mine(member.CustomerUUID)),
  );
  const withUuid = <A extends { readonly UUID?: string | undefined }>(items: ReadonlyArray<A>) =>
    items.find((item) => item.UUID === uuid);
  const entity = (() => {
    switch (type) {
      case "CustomerGroup":
        return withUuid(customerGroups);
      case "MobileGroup":
        return withUuid(mobileGroups);
      case "CustomerGroupMember":
        return withUuid(customerGroups.flatMap((group) => group.Members));
      case "MobileGroupMember":
        return withUuid(mobileGroups.flatMap((group) => group.Members));
      default:
        return undefined;
    }
  })();
  return entity === undefined ? undefined : { ...entity, UUID: uuid };
};

/**
 * An entity by type and UUID (spec 03 §7): customers of the login (403 for another's), their tags and addresses,
 * the groups they lead or belong to, any location. Anything else, or another login's tag or address, is a 404.
 */
export const readEntity = (
  context: SignedInContext,
  type: EntityType,
  uuid: string,
): EntityRecord | Refusal => {
  const mine = visibleTo(context);
  const profile = context.world.profile;
  const found = (() => {
    switch (type) {
      case "Customer":
        return ownCustomer(context, uuid);
      case "CustomerTag":
        return context.login.CustomerUUIDs.flatMap((c) => profile.tags[c] ?? []).find((t) => t.UUID === uuid);
      case "CustomerAddressEntity":
        return context.login.CustomerUUIDs.flatMap((c) => profile.addresses[c] ?? []).find(
          (address) => address.UUID === uuid && mine(address.CustomerUUID ?? ""),
        );
      case "IQLocation":
        return profile.locations.find((location) => location.UUID === uuid);
      default:
        return groupEntity(context, type, uuid);
    }
  })();
  if (isRefusal(found)) return found;
  return found === undefined || found.UUID === undefined
    ? refuse(404, OBJECT_NOT_FOUND)
    : { ...found, UUID: found.UUID };
};
