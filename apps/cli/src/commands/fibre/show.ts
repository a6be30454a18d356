import { Command } from "commander";
import * as Effect from "effect/Effect";
import { showFibreRecord, type FibreNote } from "@waea/domain/broadband";
import { formatNzDateTime } from "@waea/domain/calendar";
import { nanosToMillis } from "@waea/domain/ports";
import { cliText } from "../../i18n/cli-catalog";
import { column, fields, table, text } from "../../output/view";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { FIBRE_KINDS, kindOption, recordRow, type AnyFibreRecord, type FibreKindName } from "./kinds";

export interface FibreShowOptions {
  readonly uuid: string;
  readonly kind: FibreKindName;
}

export interface FibreShowData {
  readonly kind: FibreKindName;
  readonly record: AnyFibreRecord;
  readonly notes: ReadonlyArray<FibreNote>;
}

export const fibreShowCommand = (handle: Handle<FibreShowOptions>): Command =>
  new Command("show")
    .description(cliText("cli.fibre.show.description"))
    .argument("<uuid>", cliText("cli.fibre.arg_uuid"))
    .addOption(kindOption())
    .action((uuid: string, options: { readonly kind: FibreKindName }) =>
      handle({ uuid, kind: options.kind }),
    );

/** BB-05: one fibre record and its notes, oldest first (a record not found is a failure, exit 1). */
export const run: Run<FibreShowOptions, FibreShowData> = (options, context) =>
  Effect.gen(function* () {
    const shown = yield* showFibreRecord(FIBRE_KINDS[options.kind], options.uuid).pipe(
      Effect.mapError(fromDomainError),
    );
    const record: AnyFibreRecord = shown.record;
    const [uuid = "", owner = "", state = "", made = ""] = recordRow(record);
    return result({ kind: options.kind, record, notes: shown.notes }, [
      fields([
        [text("cli.fibre.field_uuid"), uuid],
        [text(options.kind === "wholesale" ? "cli.field.name" : "cli.fibre.field_customer"), owner],
        [text(options.kind === "wholesale" ? "cli.field.detail" : "cli.field.status"), state],
        [text("cli.fibre.field_created"), made],
      ]),
      table(
        [column("cli.column.date"), column("cli.fibre.column_by"), column("cli.fibre.column_note")],
        shown.notes.map((note) => [
          note.CreatedAtNanos === undefined
            ? ""
            : formatNzDateTime(nanosToMillis(note.CreatedAtNanos), context.language),
          note.CreatedBy ?? "",
          note.Note,
        ]),
        text("cli.fibre.no_notes"),
      ),
    ]);
  });
