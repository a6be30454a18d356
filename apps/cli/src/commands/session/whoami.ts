import { Command } from "commander";
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { tokenState, type TokenState } from "@waea/domain/session";
import { cliText } from "../../i18n/cli-catalog";
import { fields, text } from "../../output/view";
import type { Handle } from "../../program/wire";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { ENV_TOKEN_NO_EXPIRY } from "../../runtime/env-token";
import { requireSignedIn } from "../../runtime/session";

export type WhoamiOptions = Record<string, never>;

export interface WhoamiData {
  readonly uuid: string | null;
  readonly email: string | null;
  readonly name: string | null;
  readonly expiresAt: string | null;
  readonly token: TokenState | "from_env";
  readonly currentAccount: string | null;
}

export const whoamiCommand = (handle: Handle<WhoamiOptions>): Command =>
  new Command("whoami").description(cliText("cli.whoami.description")).action(() => handle({}));

/** Who the session is (never the token itself), when it lapses, and the chosen account. Exit 4 when signed out. */
export const run: Run<WhoamiOptions, WhoamiData> = (_options, context) =>
  Effect.gen(function* () {
    const { auth, tokenFromEnv } = yield* requireSignedIn(context);
    const now = yield* Clock.currentTimeMillis;
    const storage = yield* Storage;
    const current =
      context.globals.account ?? Option.getOrUndefined(yield* storage.get(StorageKeys.currentCustomer));
    const name = [auth?.FirstName, auth?.LastName]
      .filter((part) => part !== undefined && part !== "")
      .join(" ");
    const data: WhoamiData = {
      uuid: auth === undefined || auth.UUID === "" ? null : auth.UUID,
      email: auth?.Email ?? auth?.AuthID ?? null,
      name: name === "" ? null : name,
      expiresAt: auth === undefined || auth.JWTExpiry === ENV_TOKEN_NO_EXPIRY ? null : auth.JWTExpiry,
      token: tokenFromEnv ? "from_env" : tokenState(auth, now),
      currentAccount: current ?? null,
    };
    const none = text("cli.value.none");
    return result(data, [
      fields([
        [text("cli.field.user"), data.uuid ?? none],
        [text("cli.field.email"), data.email ?? none],
        [text("cli.field.name"), data.name ?? none],
        [text("cli.field.expires"), data.expiresAt ?? none],
        [text("cli.field.token"), text(`cli.token.${data.token}`)],
        [text("cli.field.current_account"), data.currentAccount ?? none],
      ]),
    ]);
  });
