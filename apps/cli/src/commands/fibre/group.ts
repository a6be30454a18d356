import { Command } from "commander";
import { cliText } from "../../i18n/cli-catalog";
import type { Wire } from "../../program/wire";
import { fibreListCommand, run as list } from "./list";
import { fibreNoteCommand, run as note } from "./note";
import { fibrePurgeCommand, run as purge } from "./purge";
import { fibreShowCommand, run as show } from "./show";

/** BB-05: the fibre order area of the operator's desk (fibre orders, services and wholesale products). */
export const fibreGroup = (wire: Wire): Command =>
  new Command("fibre")
    .description(cliText("cli.fibre.summary"))
    .addCommand(fibreListCommand(wire(list)))
    .addCommand(fibreShowCommand(wire(show)))
    .addCommand(fibreNoteCommand(wire(note)))
    .addCommand(fibrePurgeCommand(wire(purge)));
