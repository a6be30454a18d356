import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { Customer } from "../../account";
import type { ApiError } from "../../ports";
import { authRequest } from "../../session";
import { AuthApi } from "../../session/api";
import type { PasswordChange } from "../../validation";
import { CustomerApi } from "../customer-api";
import { firstPersonalDataProblem, personalDataChange } from "../personal-data";
import { profileRefused, ProfileRefused } from "../profile-refused";

/** The wrong-password texts of spec 01 §8, for the password change and for the other re-authenticated changes. */
export const CredentialsMessageKeys = {
  wrongOldPassword: "profile.old_password_invalid",
  wrongPassword: "profile.password_invalid",
  /** PRO-03: the new e-mail is another customer's (the operator answers 409). */
  emailInUse: "profile.email_in_use",
} as const;
type WrongPasswordKey = (typeof CredentialsMessageKeys)["wrongOldPassword" | "wrongPassword"];

/**
 * Re-authenticates the signed-in LOCAL login with its current password (spec 01 §5): one identity check with the
 * password. The operator refusing it (any 4xx) means the password is wrong; a network error is passed on as it is.
 */
export const reauthenticate = (
  authId: string,
  password: string,
  wrongKey: WrongPasswordKey,
): Effect.Effect<void, ProfileRefused | ApiError, AuthApi> =>
  Effect.flatMap(AuthApi, (api) =>
    api.authCheck(authRequest({ provider: "LOCAL", authId, code: password })).pipe(
      Effect.asVoid,
      Effect.catchTag("ApiFailure", (error): Effect.Effect<never, ProfileRefused | ApiError> =>
        error.status >= 400 && error.status < 500
          ? Effect.fail(new ProfileRefused({ messageKey: wrongKey }))
          : Effect.fail(error),
      ),
    ),
  );

/**
 * PRO-02: the new password is set only after the old one re-authenticates. The form rules (validatePasswordChange:
 * the password rule, different from the old, confirmation) are checked before this runs.
 */
export const changePassword = (
  authId: string,
  change: PasswordChange,
): Effect.Effect<void, ProfileRefused | ApiError, AuthApi> =>
  Effect.gen(function* () {
    yield* reauthenticate(authId, change.oldPassword, CredentialsMessageKeys.wrongOldPassword);
    const api = yield* AuthApi;
    yield* api.changePassword(authId, { Password: change.newPassword });
  });

/**
 * PRO-03: the customer's e-mail changes only after the current password re-authenticates; names stay as they are.
 * The form rules (validateEmailChange: well formed, confirmed, not the current one) are checked before this runs.
 * An address already in use by another customer is refused by the operator (409): `emailInUse`.
 */
export const changeEmail = (
  input: {
    readonly authId: string;
    readonly password: string;
    readonly customer: Pick<Customer, "UUID" | "FirstName" | "LastName">;
    readonly email: string;
  },
  spid: number,
): Effect.Effect<Customer, ProfileRefused | ApiError, AuthApi | CustomerApi> =>
  Effect.gen(function* () {
    const change = personalDataChange(
      { firstName: input.customer.FirstName, lastName: input.customer.LastName, email: input.email },
      spid,
    );
    if (Either.isLeft(change)) return yield* profileRefused(firstPersonalDataProblem(change.left));
    yield* reauthenticate(input.authId, input.password, CredentialsMessageKeys.wrongPassword);
    const api = yield* CustomerApi;
    return yield* api
      .updateCustomer(input.customer.UUID, change.right.request)
      .pipe(
        Effect.catchTag("ApiFailure", (error): Effect.Effect<never, ProfileRefused | ApiError> =>
          error.status === 409
            ? Effect.fail(new ProfileRefused({ messageKey: CredentialsMessageKeys.emailInUse }))
            : Effect.fail(error),
        ),
      );
  });
