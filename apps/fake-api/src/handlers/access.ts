import type { Customer } from "@waea/domain/account";
import { refuse, type Refusal, type SignedInContext } from "../server/handler";

/** A customer account of the signed-in login; another login's account (or none) is a 403 either way. */
export const ownCustomer = (context: SignedInContext, customerUuid: string): Customer | Refusal => {
  const customer = context.world.core.customers[customerUuid];
  return customer !== undefined && context.login.CustomerUUIDs.includes(customerUuid)
    ? customer
    : refuse(403, "You do not have access to this customer account");
};

/** The role of the operator's own staff (the ops@waea.test demo login), not of a customer. */
export const OPERATOR_ROLE = "ops";

/** A write only the operator's staff may make (the wholesale fibre catalogue, fibre services, purges). */
export const operatorOnly = (context: SignedInContext, what: string): Refusal | undefined =>
  context.login.Roles.includes(OPERATOR_ROLE) ? undefined : refuse(403, `Only an operator may ${what}`);
