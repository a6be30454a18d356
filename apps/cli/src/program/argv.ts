/** Root options that take a value: their value is not a command name. */
const VALUE_OPTIONS = new Set(["--api-url", "--account"]);

/**
 * The top-level command an argument list asks for: the first operand, skipping root options and their values
 * (`help <command>` asks for that command). Undefined when there is none.
 */
export const commandName = (argv: ReadonlyArray<string>): string | undefined => {
  const operands: string[] = [];
  for (let i = 0; i < argv.length && operands.length < 2; i += 1) {
    const token = argv[i] ?? "";
    if (token === "--") break;
    if (VALUE_OPTIONS.has(token)) i += 1;
    else if (!token.startsWith("-")) operands.push(token);
  }
  return operands[0] === "help" ? operands[1] : operands[0];
};

/** Whether --json was given (before `--`): usage errors are then also reported as a JSON document. */
export const wantsJson = (argv: ReadonlyArray<string>): boolean => {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).includes("--json");
};
