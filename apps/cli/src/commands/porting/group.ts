import { Command } from "commander";
import { cliText } from "../../i18n/cli-catalog";
import type { Wire } from "../../program/wire";
import { portingStatusCommand, run as status } from "./status";

export const portingGroup = (wire: Wire): Command =>
  new Command("porting")
    .description(cliText("cli.porting.summary"))
    .addCommand(portingStatusCommand(wire(status)));
