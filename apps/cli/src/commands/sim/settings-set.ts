import { Command } from "commander";
import * as Effect from "effect/Effect";
import {
  CONFIRM_FORCED_CHANGES,
  SimSettingPaths,
  checkSimSettings,
  loadSimSettings,
  saveSimSettings,
  writeSetting,
  type ForcedChange,
  type SimSettingPath,
  type SimSettings,
} from "@waea/domain/sim";
import { cliText } from "../../i18n/cli-catalog";
import { say } from "../../output/translate";
import { notice, table, text, type Text } from "../../output/view";
import { withYesOption } from "../../program/common-options";
import { assignment, type Assignment } from "../../program/parsers";
import type { Handle } from "../../program/wire";
import { usageError, type CliError } from "../../runtime/cli-error";
import { confirmWrite } from "../../runtime/confirm";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount, chosenProduct } from "../../runtime/session";
import { settingColumns, settingRows } from "./settings";

export interface SimSettingsSetOptions {
  readonly assignments: ReadonlyArray<Assignment>;
  readonly product: string | undefined;
  readonly yes: boolean;
}

export interface SimSettingsSetData {
  readonly product: string;
  readonly changed: boolean;
  readonly forced: ReadonlyArray<ForcedChange>;
  readonly settings: SimSettings;
}

/**
 * `set` runs under `sim settings`, which owns --product: the parent's value is read through optsWithGlobals (a
 * --product after `set` is parsed by the parent too).
 */
export const simSettingsSetCommand = (handle: Handle<SimSettingsSetOptions>): Command =>
  withYesOption(
    new Command("set")
      .description(cliText("cli.sim.set.description"))
      .argument("<setting=on|off...>", cliText("cli.sim.set.arg_assignments"), assignment),
  ).action((assignments: ReadonlyArray<Assignment>, _options: unknown, command: Command) => {
    const options = command.optsWithGlobals<{ readonly product?: string; readonly yes?: boolean }>();
    return handle({ assignments, product: options.product, yes: options.yes === true });
  });

/** A setting as typed: its full path ("Barring.AllowIncomingCalls") or its field ("AllowIncomingCalls"), any case. */
export const settingPath = (key: string): SimSettingPath | undefined => {
  const wanted = key.trim().toLowerCase();
  return SimSettingPaths.find(
    (path) => path.toLowerCase() === wanted || path.split(".")[1]?.toLowerCase() === wanted,
  );
};

const wantedSettings = (
  current: SimSettings,
  assignments: ReadonlyArray<Assignment>,
): Effect.Effect<SimSettings, CliError> =>
  Effect.reduce(assignments, current, (settings, { key, value }) => {
    const path = settingPath(key);
    return path === undefined
      ? Effect.fail(usageError("cli.sim.set.unknown_setting", { key, allowed: SimSettingPaths.join(", ") }))
      : Effect.succeed(writeSetting(settings, path, value));
  });

const forcedText = (change: ForcedChange): Text => ({
  key: change.messageKey,
  params: { setting: change.settingLabelKey },
});

/**
 * SIM-01: change SIM settings. The domain resolves the dependencies of spec 02 §5 (barring calls forces
 * forwarding, waiting and hold off; forwarding needs calls allowed); the forced changes are shown and confirmed
 * with the rest, then the resolved settings are saved. Nothing is sent when nothing changes.
 */
export const run: Run<SimSettingsSetOptions, SimSettingsSetData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const product = yield* chosenProduct(account, options.product);
    const current = yield* loadSimSettings({ customerUUID: account, mobileUUID: product.UUID }).pipe(
      Effect.mapError(fromDomainError),
    );
    const wanted = yield* wantedSettings(current, options.assignments);
    const check = checkSimSettings(current, wanted);
    if (checkSimSettings(current, check.resolved).unchanged)
      return result({ product: product.UUID, changed: false, forced: [], settings: current }, [
        notice("info", text("cli.sim.set.unchanged")),
      ]);
    const said = (t: Text) => say(context.language, t);
    const question = [
      ...(check.forced.length === 0
        ? []
        : [
            say(context.language, text(CONFIRM_FORCED_CHANGES)),
            ...check.forced.map((c) => `  - ${said(forcedText(c))}`),
          ]),
      say(context.language, text("cli.sim.set.confirm", { product: product.UUID })),
    ].join("\n");
    yield* confirmWrite(context, options.yes, text("cli.text", { text: question }));
    const saved = yield* saveSimSettings({
      customerUUID: account,
      mobileUUID: product.UUID,
      current,
      wanted,
      confirmed: true,
    }).pipe(Effect.mapError(fromDomainError));
    return result({ product: product.UUID, changed: true, forced: check.forced, settings: saved }, [
      ...check.forced.map((c) => notice("warning", text("cli.text", { text: said(forcedText(c)) }))),
      table(settingColumns, settingRows(saved), text("cli.sim.none")),
      notice("success", text("cli.sim.set.saved", { product: product.UUID })),
    ]);
  });
