import type { Command } from "commander";
import { cliText } from "../i18n/cli-catalog";

/** --product: which of the account's mobile services (its primary one by default). */
export const withProductOption = (command: Command): Command =>
  command.option("--product <uuid>", cliText("cli.option.product"));

/** --yes: confirms a write without asking (required when not on a terminal). */
export const withYesOption = (command: Command): Command =>
  command.option("-y, --yes", cliText("cli.option.yes"));
