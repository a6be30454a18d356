import { Command } from "commander";
import { cliText } from "../../i18n/cli-catalog";
import type { Wire } from "../../program/wire";
import { accountsListCommand, run as list } from "./list";
import { accountsUseCommand, run as use } from "./use";

export const accountsGroup = (wire: Wire): Command =>
  new Command("accounts")
    .description(cliText("cli.accounts.summary"))
    .addCommand(accountsListCommand(wire(list)))
    .addCommand(accountsUseCommand(wire(use)));
