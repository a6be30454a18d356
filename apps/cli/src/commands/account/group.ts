import { Command } from "commander";
import { cliText } from "../../i18n/cli-catalog";
import type { Wire } from "../../program/wire";
import { accountCheckCommand, run as check } from "./check";

export const accountGroup = (wire: Wire): Command =>
  new Command("account")
    .description(cliText("cli.account.summary"))
    .addCommand(accountCheckCommand(wire(check)));
