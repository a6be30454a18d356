import { Command, InvalidArgumentError } from "commander";
import { cliText } from "../i18n/cli-catalog";
import { helpConfiguration } from "./help-text";
import type { CliIo } from "./io";
import { CommandEntries } from "./registry";

/** Where the operator API is when neither --api-url nor WAEA_API_URL says. */
export const DEFAULT_API_URL = "http://127.0.0.1:8080/api";

/** An http(s) URL, or undefined. */
export const httpUrl = (value: string): string | undefined => {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? value.trim() : undefined;
  } catch {
    return undefined;
  }
};

const apiUrlOption = (value: string): string => {
  const url = httpUrl(value);
  if (url === undefined) throw new InvalidArgumentError(cliText("cli.error.api_url"));
  return url;
};

const helpFooter = (): string =>
  [
    "",
    cliText("cli.help.exit_codes"),
    ...["0", "1", "2", "3", "4"].map((code) => `  ${code}  ${cliText(`cli.help.exit_${code}`)}`),
    "",
    cliText("cli.help.environment"),
    ...["WAEA_API_URL", "WAEA_TOKEN", "XDG_CONFIG_HOME", "NO_COLOR", "WAEA_LANG"].map(
      (name) => `  ${name.padEnd(16)}${cliText(`cli.help.env_${name.toLowerCase()}`)}`,
    ),
  ].join("\n");

/** Exit override and output streams for a command and every subcommand under it. */
export const inherit = (command: Command, from: Command): Command => {
  command.copyInheritedSettings(from);
  for (const sub of command.commands) inherit(sub, command);
  return command;
};

/**
 * The root program: global options, the exit codes in the help, and one line per command. `real` is the full
 * definition of the command asked for (run-cli.ts loads only that one); the others stay summary stubs.
 */
export const rootProgram = (io: CliIo, real?: Command): Command => {
  const program = new Command("waea")
    .description(cliText("cli.program.description"))
    .option("--json", cliText("cli.option.json"))
    .option("--api-url <url>", cliText("cli.option.api_url"), apiUrlOption)
    .option("--account <uuid>", cliText("cli.option.account"))
    .helpOption("-h, --help", cliText("cli.option.help"))
    .helpCommand("help [command]", cliText("cli.option.help_command"))
    .configureHelp(helpConfiguration())
    .addHelpText("after", helpFooter)
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (chunk) => io.stdout.write(chunk),
      writeErr: (chunk) => io.stderr.write(chunk),
    });
  for (const entry of CommandEntries)
    program.addCommand(
      real !== undefined && real.name() === entry.name
        ? inherit(real, program)
        : new Command(entry.name)
            .summary(cliText(entry.summaryKey))
            .allowUnknownOption()
            .allowExcessArguments(),
    );
  return program;
};
