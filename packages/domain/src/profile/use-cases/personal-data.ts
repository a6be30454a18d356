import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { Customer } from "../../account";
import type { ApiError } from "../../ports";
import { CustomerApi } from "../customer-api";
import { firstPersonalDataProblem, personalDataChange, type PersonalDataForm } from "../personal-data";
import type { ProfileRefused } from "../profile-refused";
import { profileRefused } from "../profile-refused";

/**
 * Saves first name, last name and e-mail (PRO-01) and returns the customer with the display name to give the
 * identity provider (first name, two spaces, last name).
 */
export const updatePersonalData = (
  customerUuid: string,
  form: PersonalDataForm,
  spid: number,
): Effect.Effect<
  { readonly customer: Customer; readonly displayName: string },
  ProfileRefused | ApiError,
  CustomerApi
> =>
  Effect.gen(function* () {
    const change = personalDataChange(form, spid);
    if (Either.isLeft(change)) return yield* profileRefused(firstPersonalDataProblem(change.left));
    const api = yield* CustomerApi;
    const customer = yield* api.updateCustomer(customerUuid, change.right.request);
    return { customer, displayName: change.right.displayName };
  });
