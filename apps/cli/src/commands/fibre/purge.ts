import { Command } from "commander";
import * as Effect from "effect/Effect";
import { purgeFibreRecord } from "@waea/domain/broadband";
import { cliText } from "../../i18n/cli-catalog";
import { notice, text } from "../../output/view";
import { withYesOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { confirmWrite } from "../../runtime/confirm";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { FIBRE_KINDS, kindOption, type FibreKindName } from "./kinds";

export interface FibrePurgeOptions {
  readonly uuid: string;
  readonly kind: FibreKindName;
  readonly yes: boolean;
}

export interface FibrePurgeData {
  readonly kind: FibreKindName;
  readonly uuid: string;
  readonly purged: true;
}

export const fibrePurgeCommand = (handle: Handle<FibrePurgeOptions>): Command =>
  withYesOption(
    new Command("purge")
      .description(cliText("cli.fibre.purge.description"))
      .argument("<uuid>", cliText("cli.fibre.arg_uuid"))
      .addOption(kindOption()),
  ).action((uuid: string, options: { readonly kind: FibreKindName; readonly yes?: boolean }) =>
    handle({ uuid, kind: options.kind, yes: options.yes === true }),
  );

/**
 * BB-05: removes a fibre record for good, after a confirmation (--yes off a terminal); only the operator may, the
 * service refuses anyone else (exit 1), and a "no" changes nothing.
 */
export const run: Run<FibrePurgeOptions, FibrePurgeData> = (options, context) =>
  Effect.gen(function* () {
    yield* confirmWrite(
      context,
      options.yes,
      text("cli.fibre.purge.confirm", { uuid: options.uuid, kind: options.kind }),
    );
    yield* purgeFibreRecord(FIBRE_KINDS[options.kind], options.uuid).pipe(Effect.mapError(fromDomainError));
    return result({ kind: options.kind, uuid: options.uuid, purged: true as const }, [
      notice("success", text("cli.fibre.purge.done", { uuid: options.uuid })),
    ]);
  });
