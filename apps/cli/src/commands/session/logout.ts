import { Command } from "commander";
import * as Effect from "effect/Effect";
import { logout } from "@waea/domain/session";
import { cliText } from "../../i18n/cli-catalog";
import { notice, text } from "../../output/view";
import type { Handle } from "../../program/wire";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { requireStoredSession } from "../../runtime/session";

export type LogoutOptions = Record<string, never>;

export const logoutCommand = (handle: Handle<LogoutOptions>): Command =>
  new Command("logout").description(cliText("cli.logout.description")).action(() => handle({}));

/**
 * AUTH-10: clears the stored session and selections (the domain's logout); signing out twice is fine. With
 * WAEA_TOKEN set there is no stored session to end: exit 2.
 */
export const run: Run<LogoutOptions, { readonly signedOut: true }> = (_options, context) =>
  Effect.zipRight(
    requireStoredSession(context),
    Effect.as(
      logout,
      result({ signedOut: true as const }, [notice("success", text("cli.logout.signed_out"))]),
    ),
  );
