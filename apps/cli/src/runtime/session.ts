import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { accountType, isActivatedAccountType, type MobileProduct } from "@waea/domain/account";
import { ChecksMessages, findProduct, primaryProduct, validateAccountUuid } from "@waea/domain/checks";
import { AccountProductsApi } from "@waea/domain/checks/api";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { readStoredAuth, tokenState, type AuthData } from "@waea/domain/session";
import { CliError, failure, notSignedIn, usageError } from "./cli-error";
import { fromDomainError } from "./domain-errors";
import type { RunContext } from "./run-types";

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
    if (state === "missing") return yield* notSignedIn("cli.session.not_signed_in");
    if (state === "expired") return yield* notSignedIn("errors.session_expired", true);
    return { auth, tokenFromEnv: context.tokenFromEnv };
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
export const chosenAccount = (context: RunContext): Effect.Effect<string, CliError, Storage> =>
  Effect.gen(function* () {
    yield* requireSignedIn(context);
    if (context.globals.account !== undefined) return yield* accountUuid(context.globals.account);
    const storage = yield* Storage;
    const stored = Option.getOrUndefined(yield* storage.get(StorageKeys.currentCustomer));
    if (stored === undefined) return yield* Effect.fail(usageError("cli.session.no_account"));
    return yield* accountUuid(stored);
  });

export const accountProducts = (
  customerUUID: string,
): Effect.Effect<ReadonlyArray<MobileProduct>, CliError, AccountProductsApi> =>
  Effect.flatMap(AccountProductsApi, (api) => api.mobileProducts(customerUUID)).pipe(
    Effect.map((reply) => reply.MobileProducts),
    Effect.mapError(fromDomainError),
  );

/** The product, when its account is activated; 'routing.account_not_activated' otherwise (balances, vouchers). */
export const activatedProduct = (product: MobileProduct): Effect.Effect<MobileProduct, CliError> =>
  isActivatedAccountType(accountType(product))
    ? Effect.succeed(product)
    : Effect.fail(failure("routing.account_not_activated"));

/** The product a command acts on: --product when given (it must be the account's), else the primary product. */
export const chosenProduct = (
  customerUUID: string,
  productUUID: string | undefined,
): Effect.Effect<MobileProduct, CliError, AccountProductsApi> =>
  Effect.flatMap(accountProducts(customerUUID), (products) => {
    const found = productUUID === undefined ? primaryProduct(products) : findProduct(products, productUUID);
    if (found !== undefined) return Effect.succeed(found);
    return Effect.fail(
      productUUID === undefined
        ? failure(ChecksMessages.noProducts)
        : failure(ChecksMessages.productNotFound, { uuid: productUUID }),
    );
  });
