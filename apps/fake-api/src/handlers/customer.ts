import type { customerCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import type { Customer } from "@waea/domain/account";
import { SPID } from "@waea/domain/config";
import { firstPersonalDataProblem, personalDataChange } from "@waea/domain/profile";
import { FieldLabels, emailProblem, parseNzMobileNumber, sameEmail } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { OBJECT_NOT_FOUND } from "@waea/domain/groups";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import { ownCustomer } from "./access";
import { customerOfIdentity, readEntity } from "./customer-entities";
import { messageText } from "./message-text";

/**
 * PRO-03: an address is in use when another login signs in with it or a customer account of another login has it
 * (the login's own accounts may share one address).
 */
const emailInUse = (context: SignedInContext, email: string): boolean => {
  const { logins, customers } = context.world.core;
  const own = new Set(context.login.CustomerUUIDs);
  return (
    Object.values(logins).some(
      (login) =>
        login.UUID !== context.login.UUID &&
        (sameEmail(login.AuthID, email) || sameEmail(login.Email, email)),
    ) || Object.values(customers).some((other) => !own.has(other.UUID) && sameEmail(other.Email, email))
  );
};

const replaceCustomer = (context: SignedInContext, customer: Customer): Customer => {
  context.world.core.customers[customer.UUID] = customer;
  return customer;
};

/** The customer calls (PRO-01, PRO-04, CLI-01): only the login's own customer accounts are visible (403). */
export const customerHandlers: Handlers<typeof customerCalls> = {
  "customer.readCustomer": ({ params }, context) => ownCustomer(context, params.uuid),

  "customer.updateCustomer": ({ params, body }, context) => {
    const customer = ownCustomer(context, params.uid);
    if (isRefusal(customer)) return customer;
    if (body.SPID !== SPID) return refuse(400, `body.SPID: must be ${SPID}`);
    const change = personalDataChange(
      { firstName: body.FirstName, lastName: body.LastName, email: body.Email },
      SPID,
    );
    if (Either.isLeft(change)) return refuse(400, messageText(firstPersonalDataProblem(change.left)));
    const { FirstName, LastName, Email } = change.right.request;
    const problem = emailProblem(Email, FieldLabels.email);
    if (problem !== undefined) return refuse(400, messageText(problem));
    // A new address has not been verified yet: the e-mail verification guard sends the customer to confirm it.
    const changed = !sameEmail(Email, customer.Email);
    if (changed && emailInUse(context, Email)) return refuse(409, translate("en", "profile.email_in_use"));
    return replaceCustomer(context, {
      ...customer,
      FirstName,
      LastName,
      Email,
      ...(changed ? { EmailVerified: false, ContactEmail: Email } : {}),
    });
  },

  "customer.patchCustomer": ({ params, body }, context) => {
    const customer = ownCustomer(context, params.id);
    if (isRefusal(customer)) return customer;
    const email = body.ContactEmail?.trim();
    const emailWrong = email === undefined ? undefined : emailProblem(email, FieldLabels.email);
    if (emailWrong !== undefined) return refuse(400, `body.ContactEmail: ${messageText(emailWrong)}`);
    const number = body.ContactNumber === undefined ? undefined : parseNzMobileNumber(body.ContactNumber);
    if (body.ContactNumber !== undefined && number === undefined)
      return refuse(400, "body.ContactNumber: must be a New Zealand mobile number");
    const flags = context.world.profile.notifications;
    if (body.NotifySpecialOffers !== undefined || body.NotifyNewsletters !== undefined) {
      const current = flags[customer.UUID];
      flags[customer.UUID] = {
        NotifySpecialOffers: body.NotifySpecialOffers ?? current?.NotifySpecialOffers ?? 0,
        NotifyNewsletters: body.NotifyNewsletters ?? current?.NotifyNewsletters ?? 0,
      };
    }
    if (email === undefined && number === undefined) return customer;
    return replaceCustomer(context, {
      ...customer,
      ...(email === undefined ? {} : { ContactEmail: email }),
      ...(number === undefined ? {} : { ContactNumber: number.national }),
    });
  },

  "customer.customerUuids": (_input, context) => ({ CustomerUUIDs: context.login.CustomerUUIDs }),

  "customer.customerFromIdentity": ({ query }, context) => {
    const uuid = customerOfIdentity(context.world.core, query.IdentityProvider, query.AuthID);
    return uuid === undefined ? refuse(404, OBJECT_NOT_FOUND) : ownCustomer(context, uuid);
  },

  "customer.customerTags": ({ query }, context) => {
    const customer = ownCustomer(context, query.CustomerUUID);
    return isRefusal(customer) ? customer : { CustomerTags: context.world.profile.tags[customer.UUID] ?? [] };
  },

  "customer.readEntity": ({ params }, context) => readEntity(context, params.type, params.uuid),
};
