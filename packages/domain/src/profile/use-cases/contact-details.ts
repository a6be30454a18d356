import * as Effect from "effect/Effect";
import type { Customer } from "../../account";
import type { ApiError } from "../../ports";
import { CustomerApi } from "../customer-api";

export interface ContactDetails {
  /** The contact e-mail, already checked (validateEmail). */
  readonly email: string;
  /** The contact number as an MSISDN, already checked (validateMobileNumber). */
  readonly msisdn: string;
}

/**
 * PRO-01: the contact e-mail and number couriers and the operator use for deliveries. Only those two change; the
 * sign-in e-mail and the notification choices stay as they are. The answer is the customer as saved.
 */
export const saveContactDetails = (
  customerUuid: string,
  details: ContactDetails,
): Effect.Effect<Customer, ApiError, CustomerApi> =>
  Effect.flatMap(CustomerApi, (api) =>
    api.patchCustomer(customerUuid, { ContactEmail: details.email, ContactNumber: details.msisdn }),
  );
