import * as Effect from "effect/Effect";
import { maskEmail } from "../../account";
import type { ApiError } from "../../ports";
import { CustomerApi } from "../../profile/customer-api";
import { NumberNotFound } from "../number-not-found";

/**
 * AUTH-07, forgot e-mail: the e-mail address of the account a mobile number (MSISDN) belongs to, masked by the
 * domain's rule so the owner recognises it and someone who only knows the number learns little. A number the
 * operator does not know (404) is NumberNotFound; any other error is passed on as it came.
 */
export const findEmailByNumber = (
  msisdn: string,
): Effect.Effect<string, NumberNotFound | ApiError, CustomerApi> =>
  Effect.flatMap(CustomerApi, (api) =>
    api.customerFromIdentity({ IdentityProvider: "LOCAL", AuthID: msisdn }),
  ).pipe(
    Effect.map((customer) => maskEmail(customer.Email)),
    Effect.catchIf(
      (error) => error._tag === "ApiFailure" && error.status === 404,
      () => Effect.fail(new NumberNotFound()),
    ),
  );
