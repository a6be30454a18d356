import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import type { MobileProduct } from "@waea/domain/account";
import {
  accountProducts as loadAccountProducts,
  productToActOn,
  validateAccountUuid,
  visibleAccounts,
} from "@waea/domain/checks";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { readStoredAuth, tokenState, type AuthData } from "@waea/domain/session";
import { text } from "../output/view";
import { SESSION_API_KEY, sessionApi } from "./api-bound-storage";
import { CliError, notSignedIn, usageError } from "./cli-error";
import { fromDomainError } from "./domain-errors";
import type { CliServices, RunContext } from "./run-types";

/** Who the CLI acts as: the stored session, or the one WAEA_TOKEN stands for (runtime/env-token.ts). */
export interface SignedIn {
  readonly auth: AuthData | undefined;
  readonly tokenFromEnv: boolean;
}

/**
 * The session every command but login, logout and rates needs (AUTH-08 in the CLI): the stored auth, or the one
 * WAEA_TOKEN stands for, kept only while its JWT has not expired. Exit 4 when there is none or it has expired.
 */
export const requireSignedIn = (context: RunContext): Effect.Effect<SignedIn, CliError, Storage> =>
  Effect.gen(function* () {
    const auth = yield* readStoredAuth;
    const state = tokenState(auth, yield* Clock.currentTimeMillis);
    if (state === "missing") return yield* notSignedInHere(context);
    if (state === "expired") return yield* notSignedIn("errors.session_expired", true);
    return { auth, tokenFromEnv: context.tokenFromEnv };
  });

/**
 * Not signed in to the API of this run: said as a session kept for another API (or for none named) when the session
 * file holds one, so the operator signs in here rather than wonder where the session went.
 */
const notSignedInHere = (context: RunContext): Effect.Effect<never, CliError, Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage;
    const boundTo = context.tokenFromEnv ? Option.none() : yield* storage.get(SESSION_API_KEY);
    if (Option.isNone(boundTo)) return yield* notSignedIn("cli.session.not_signed_in");
    const message =
      boundTo.value === ""
        ? text("cli.session.api_unknown")
        : text("cli.session.other_api", { api: boundTo.value, url: sessionApi(context.globals.apiUrl) });
    return yield* Effect.fail(new CliError({ kind: "not_signed_in", message }));
  });

/** login and logout manage the stored session: with WAEA_TOKEN standing for it they refuse (exit 2). */
export const requireStoredSession = (context: RunContext): Effect.Effect<void, CliError> =>
  context.tokenFromEnv ? Effect.fail(usageError("cli.session.token_from_env")) : Effect.void;

/** A UUID typed by the operator: the domain's format rule, a usage error (exit 2) naming the field. */
export const accountUuid = (value: string | undefined): Effect.Effect<string, CliError> =>
  Either.match(validateAccountUuid(value), {
    onLeft: (message) => Effect.fail(new CliError({ kind: "usage", message })),
    onRight: Effect.succeed,
  });

/** The account a command acts on: --account, else the one chosen with `waea accounts use`. */
export const chosenAccount = (context: RunContext): Effect.Effect<string, CliError, CliServices> =>
  Effect.gen(function* () {
    yield* requireSignedIn(context);
    if (context.globals.account !== undefined) return yield* accountUuid(context.globals.account);
    const storage = yield* Storage;
    const stored = Option.getOrUndefined(yield* storage.get(StorageKeys.currentCustomer));
    if (stored === undefined) {
      // WAEA_TOKEN is only known good once the operator takes it: a refused token is a sign-in error (exit 4),
      // told before "no account chosen", which would send the operator after the wrong fix.
      if (context.tokenFromEnv) yield* visibleAccounts.pipe(Effect.mapError(fromDomainError));
      return yield* Effect.fail(usageError("cli.session.no_account"));
    }
    return yield* accountUuid(stored);
  });

/** The account's mobile services (the domain's accountProducts). */
export const accountProducts = (
  customerUUID: string,
): Effect.Effect<ReadonlyArray<MobileProduct>, CliError, CliServices> =>
  loadAccountProducts(customerUUID).pipe(Effect.mapError(fromDomainError));

/** The product a command acts on: --product when given (it must be the account's), else the primary product. */
export const chosenProduct = (
  customerUUID: string,
  productUUID: string | undefined,
): Effect.Effect<MobileProduct, CliError, CliServices> =>
  productToActOn(customerUUID, productUUID).pipe(Effect.mapError(fromDomainError));
