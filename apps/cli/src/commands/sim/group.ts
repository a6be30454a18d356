import { Command } from "commander";
import { cliText } from "../../i18n/cli-catalog";
import type { Wire } from "../../program/wire";
import { simSettingsCommand, run as show } from "./settings";
import { simSettingsSetCommand, run as set } from "./settings-set";

/** `waea sim settings` shows; `waea sim settings set key=on|off...` changes. */
export const simGroup = (wire: Wire): Command =>
  new Command("sim")
    .description(cliText("cli.sim.summary"))
    .addCommand(simSettingsCommand(wire(show)).addCommand(simSettingsSetCommand(wire(set))));
