import { Command } from "commander";
import * as Effect from "effect/Effect";
import { addFibreNote, checkFibreNote, type FibreNote } from "@waea/domain/broadband";
import * as Either from "effect/Either";
import { cliText } from "../../i18n/cli-catalog";
import { notice, text } from "../../output/view";
import { withYesOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { usageError } from "../../runtime/cli-error";
import { confirmWrite } from "../../runtime/confirm";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { NOTED_KINDS, kindOption, notedKind, type NotedKindName } from "./kinds";

export interface FibreNoteOptions {
  readonly uuid: string;
  readonly note: string;
  readonly kind: NotedKindName;
  readonly yes: boolean;
}

export interface FibreNoteData {
  readonly uuid: string;
  readonly note: FibreNote;
}

export const fibreNoteCommand = (handle: Handle<FibreNoteOptions>): Command =>
  withYesOption(
    new Command("note")
      .description(cliText("cli.fibre.note.description"))
      .argument("<uuid>", cliText("cli.fibre.arg_uuid"))
      .argument("<text...>", cliText("cli.fibre.arg_text"))
      .addOption(kindOption(NOTED_KINDS)),
  ).action(
    (
      uuid: string,
      words: ReadonlyArray<string>,
      options: { readonly kind: NotedKindName; readonly yes?: boolean },
    ) => handle({ uuid, note: words.join(" "), kind: options.kind, yes: options.yes === true }),
  );

/**
 * BB-05: adds a note to a fibre order or service, confirmed first (--yes). A blank note is 'No params' and a note
 * over 1000 characters is refused: nothing is asked or sent (exit 2).
 */
export const run: Run<FibreNoteOptions, FibreNoteData> = (options, context) =>
  Effect.gen(function* () {
    const checked = checkFibreNote(options.note);
    if (Either.isLeft(checked)) return yield* Effect.fail(usageError(checked.left));
    yield* confirmWrite(context, options.yes, text("cli.fibre.note.confirm", { uuid: options.uuid }));
    const note = yield* addFibreNote(notedKind(options.kind), options.uuid, checked.right).pipe(
      Effect.catchTag("BroadbandRefused", (refused) => Effect.fail(usageError(refused.key))),
      Effect.mapError(fromDomainError),
    );
    return result({ uuid: options.uuid, note }, [
      notice("success", text("cli.fibre.note.added", { uuid: options.uuid })),
    ]);
  });
