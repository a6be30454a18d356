import { Command } from "commander";
import * as Effect from "effect/Effect";
import { Storage } from "@waea/domain/ports";
import { authRequest, openAccounts, requiresMfa, signIn, submitMfaCode } from "@waea/domain/session";
import { cliText } from "../../i18n/cli-catalog";
import { fields, notice, text } from "../../output/view";
import type { Handle } from "../../program/wire";
import { failure, usageError } from "../../runtime/cli-error";
import { promptOr } from "../../runtime/confirm";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { requireStoredSession } from "../../runtime/session";
import { stagedStorage } from "../../runtime/staged-storage";

export interface LoginOptions {
  readonly email: string | undefined;
  readonly passwordStdin: boolean;
  /** The MFA code (AUTH-13) for a login that asks for one, as `npm --otp` takes it; asked for on a terminal. */
  readonly otp?: string | undefined;
}

export interface LoginData {
  readonly uuid: string;
  readonly email: string;
  readonly expiresAt: string;
  readonly accounts: ReadonlyArray<string>;
  readonly currentAccount: string | null;
}

/** `waea login [email] [--password-stdin]`: never a password flag (it would sit in the shell history). */
export const loginCommand = (handle: Handle<LoginOptions>): Command =>
  new Command("login")
    .description(cliText("cli.login.description"))
    .argument("[email]", cliText("cli.login.arg_email"))
    .option("--password-stdin", cliText("cli.login.option_password_stdin"))
    .option("--otp <code>", cliText("cli.login.option_otp"))
    .action(
      (email: string | undefined, options: { readonly passwordStdin?: boolean; readonly otp?: string }) =>
        handle({
          email,
          passwordStdin: options.passwordStdin === true,
          ...(options.otp === undefined ? {} : { otp: options.otp }),
        }),
    );

/** The first line of stdin without its line ending, as `docker login --password-stdin` reads it. */
export const passwordFromStdin = (input: string): string => input.replace(/\r?\n$/, "");

/**
 * AUTH-01 and AUTH-11 for the operator: signs in with e-mail and password (the domain's signIn stores the session;
 * a refused sign-in leaves the stored session as it was), then keeps the chosen account if this login can still see
 * it, or chooses the only account there is. A login with MFA (AUTH-13) gives its code (--otp, or asked for on a
 * terminal) before anything is kept: a wrong code leaves the stored session as it was.
 */
export const run: Run<LoginOptions, LoginData> = (options, context) =>
  Effect.gen(function* () {
    yield* requireStoredSession(context);
    const email =
      options.email?.trim() ||
      (yield* promptOr(context, (p, m) => p.input(m), text("cli.login.prompt_email"), "<email>")).trim();
    const password = options.passwordStdin
      ? passwordFromStdin(yield* Effect.promise(() => context.readStdin()))
      : yield* promptOr(
          context,
          (p, m) => p.password(m),
          text("cli.login.prompt_password"),
          "--password-stdin",
        );
    if (password === "")
      return yield* Effect.fail(usageError("cli.error.value_required", { flag: "--password-stdin" }));
    // A refused sign-in logs out in the domain (spec 01 §4); in the CLI it must not end the session that was there:
    // the sign-in runs over a staged store, which reaches the session file only once it has succeeded.
    const staged = stagedStorage(yield* Storage);
    const auth = yield* signIn(authRequest({ provider: "LOCAL", authId: email, code: password })).pipe(
      Effect.provideService(Storage, staged.storage),
      Effect.mapError(fromDomainError),
    );
    if (requiresMfa(auth)) {
      const code =
        options.otp?.trim() ||
        (yield* promptOr(context, (p, m) => p.password(m), text("cli.login.prompt_otp"), "--otp")).trim();
      // The code goes with the new session's token, so the session reaches the store first; a refused code puts
      // back the session that was there.
      const undo = yield* staged.commitUndoable;
      yield* submitMfaCode(auth, code).pipe(
        Effect.mapError((error) =>
          error._tag === "SignInRefused" ? failure(error.messageKey) : fromDomainError(error),
        ),
        Effect.tapError(() => undo),
      );
    } else yield* staged.commit;
    const { accounts: CustomerUUIDs, chosen: current } = yield* openAccounts(auth).pipe(
      Effect.mapError(fromDomainError),
    );
    const data: LoginData = {
      uuid: auth.UUID,
      email: auth.Email ?? email,
      expiresAt: auth.JWTExpiry,
      accounts: CustomerUUIDs,
      currentAccount: current ?? null,
    };
    return result(data, [
      notice("success", text("cli.login.signed_in", { email: data.email })),
      fields([
        [text("cli.field.user"), data.uuid],
        [text("cli.field.expires"), data.expiresAt],
        [text("cli.field.accounts"), CustomerUUIDs.length],
        [text("cli.field.current_account"), current ?? text("cli.value.none")],
      ]),
      ...(current === undefined ? [notice("info", text("cli.login.choose_account"))] : []),
    ]);
  });
