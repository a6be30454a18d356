import type { Argument, HelpConfiguration, Option } from "commander";
import { cliText } from "../i18n/cli-catalog";

/** Commander's own headings, by the CLI text that says them in the run's language. */
const TITLES: Readonly<Record<string, string>> = {
  "Usage:": "cli.help.usage",
  "Arguments:": "cli.help.arguments",
  "Options:": "cli.help.options",
  "Global Options:": "cli.help.global_options",
  "Commands:": "cli.help.commands",
};

/** A heading of commander's help in the run's language; one the CLI does not know stays as it is. */
const title = (heading: string): string => {
  const key = TITLES[heading];
  return key === undefined ? heading : cliText(key);
};

/** A description with its choices and default, as commander adds them, in the run's language. */
const described = (
  description: string,
  choices: ReadonlyArray<string> | undefined,
  shownDefault: string | undefined,
): string => {
  const extras = [
    ...(choices === undefined
      ? []
      : [cliText("cli.help.choices", { choices: choices.map((c) => JSON.stringify(c)).join(", ") })]),
    ...(shownDefault === undefined ? [] : [cliText("cli.help.default", { value: shownDefault })]),
  ];
  if (extras.length === 0) return description;
  const extra = `(${extras.join(", ")})`;
  return description === "" ? extra : `${description} ${extra}`;
};

const defaultText = (description: string | undefined, value: unknown): string =>
  description ?? JSON.stringify(value);

/** Commander shows an option's default when it takes a value, or is a boolean one with a boolean default. */
const optionDefault = (option: Option): string | undefined =>
  option.defaultValue !== undefined &&
  (option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === "boolean"))
    ? defaultText(option.defaultValueDescription, option.defaultValue)
    : undefined;

/**
 * How `waea --help` and every command's help are laid out: commander's layout, with its headings (Usage, Options,
 * Commands, ...) and its "choices"/"default" notes in the run's language (WAEA_LANG), like the descriptions.
 * Subcommands get it with the other inherited settings (program.ts, `inherit`).
 */
export const helpConfiguration = (): HelpConfiguration => ({
  showGlobalOptions: true,
  sortSubcommands: false,
  styleTitle: title,
  optionDescription: (option: Option) =>
    described(option.description, option.argChoices, optionDefault(option)),
  argumentDescription: (argument: Argument) =>
    described(
      argument.description,
      argument.argChoices,
      argument.defaultValue === undefined
        ? undefined
        : defaultText(argument.defaultValueDescription, argument.defaultValue),
    ),
});
