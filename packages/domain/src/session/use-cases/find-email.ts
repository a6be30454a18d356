import * as Effect from "effect/Effect";
import { SPID } from "../../config";
import type { ApiError } from "../../ports";
import { AuthApi } from "../auth-api";
import { NumberNotFound } from "../number-not-found";

/**
 * AUTH-07, forgot e-mail, for a visitor who is not signed in: the e-mail address of the account a mobile number
 * (MSISDN) belongs to, masked by the operator (the full address never reaches someone who only knows the number).
 * A number the operator does not know (404) is NumberNotFound; any other error is passed on as it came.
 */
export const findEmailByNumber = (
  msisdn: string,
): Effect.Effect<string, NumberNotFound | ApiError, AuthApi> =>
  Effect.flatMap(AuthApi, (api) => api.findEmail({ SPID, MobileNumber: msisdn })).pipe(
    Effect.map((reply) => reply.MaskedEmail),
    Effect.catchIf(
      (error) => error._tag === "ApiFailure" && error.status === 404,
      () => Effect.fail(new NumberNotFound()),
    ),
  );
