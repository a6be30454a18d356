import type { Customer } from "@waea/domain/account";
import { refuse, type Refusal, type SignedInContext } from "../server/handler";

/** A customer account of the signed-in login; another login's account (or none) is a 403 either way. */
export const ownCustomer = (context: SignedInContext, customerUuid: string): Customer | Refusal => {
  const customer = context.world.core.customers[customerUuid];
  return customer !== undefined && context.login.CustomerUUIDs.includes(customerUuid)
    ? customer
    : refuse(403, "You do not have access to this customer account");
};
