import type { Language } from "@waea/domain/config";
import type { ExitCode } from "../exit-codes";
import { bold, painter, type Paint } from "./colour";
import { formatTable, type PlainCell } from "./table";
import { terminalSafe } from "./terminal-safe";
import { say } from "./translate";
import { isText, type Block, type Cell, type Text, type View } from "./view";

export interface OutputStream {
  readonly write: (chunk: string) => void;
  readonly isTTY: boolean;
}

export interface Output {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly json: boolean;
  readonly language: Language;
  readonly noColor: boolean;
}

/**
 * A text as the terminal shows it: translated, then with every control character written out (terminal-safe.ts).
 * Every human-readable line of a run is made of these and of `plain` cells; --json output is not.
 */
export const shown = (language: Language, message: Text): string => terminalSafe(say(language, message));

const plain = (language: Language, cell: Cell): PlainCell => {
  if (typeof cell === "string" || typeof cell === "number")
    return { value: terminalSafe(String(cell)), tone: undefined };
  if (isText(cell)) return { value: shown(language, cell), tone: undefined };
  const value = cell.value;
  return {
    value: typeof value === "object" ? shown(language, value) : terminalSafe(String(value)),
    tone: cell.tone,
  };
};

const NOTICE_PREFIX: Readonly<Record<string, string>> = { error: "✖ ", warning: "! " };

const block = (output: Output, paintOut: Paint, paintErr: Paint, item: Block): void => {
  const { language } = output;
  const colourOut = output.stdout.isTTY && !output.noColor;
  switch (item._tag) {
    case "Table": {
      if (item.rows.length === 0) {
        output.stderr.write(`${paintErr(shown(language, item.empty), "muted")}\n`);
        return;
      }
      const headers = item.columns.map((c) => shown(language, c.header).toUpperCase());
      const aligns = item.columns.map((c) => c.align ?? "left");
      const rows = item.rows.map((row) => row.map((cell) => plain(language, cell)));
      output.stdout.write(formatTable(headers, aligns, rows, paintOut, (v) => bold(colourOut, v)));
      return;
    }
    case "Fields": {
      const rows = item.rows.map(
        ([label, value]) => [plain(language, label), plain(language, value)] as const,
      );
      const size = Math.max(...rows.map(([label]) => Array.from(label.value).length));
      for (const [label, value] of rows) {
        const gap = " ".repeat(size - Array.from(label.value).length);
        const shown = value.value === "" ? "" : `${gap}  ${paintOut(value.value, value.tone)}`;
        output.stdout.write(`${bold(colourOut, label.value)}${shown}\n`);
      }
      return;
    }
    case "Heading": {
      const cell = plain(language, item.text);
      output.stdout.write(`${bold(colourOut, paintOut(cell.value, cell.tone))}\n`);
      return;
    }
    case "Notice":
      output.stderr.write(
        `${paintErr(`${NOTICE_PREFIX[item.tone] ?? ""}${shown(language, item.text)}`, item.tone)}\n`,
      );
  }
};

/** Colour only on a terminal and only without NO_COLOR. */
const painters = (output: Output) => ({
  out: painter(output.stdout.isTTY && !output.noColor),
  err: painter(output.stderr.isTTY && !output.noColor),
});

/**
 * The one place a command's result is printed. With --json, stdout gets exactly one JSON document (the data) and
 * nothing else; otherwise tables and fields go to stdout and notices to stderr. Blocks are separated by a blank
 * line on stdout, except that a heading sits right above what it heads.
 */
export const renderResult = (output: Output, data: unknown, view: View): void => {
  if (output.json) {
    output.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    return;
  }
  const { out, err } = painters(output);
  let previous: Block["_tag"] | undefined;
  for (const item of view) {
    const toStdout = item._tag !== "Notice" && !(item._tag === "Table" && item.rows.length === 0);
    const separated = previous !== undefined && (previous !== "Heading" || item._tag === "Heading");
    if (toStdout && separated) output.stdout.write("\n");
    block(output, out, err, item);
    if (toStdout) previous = item._tag;
  }
};

/** How a run failed: what kind of failure, its message to translate, and the exit code it gives. */
export interface Failure {
  readonly kind: string;
  readonly message: Text;
  readonly exitCode: ExitCode;
}

/**
 * An error: its message on stderr; with --json also one JSON document on stdout naming it, with the domain's error
 * it tells (Schema-encoded: its `_tag` and fields) when there is one, so a script can branch on `_tag`.
 */
export const renderError = (output: Output, failure: Failure, domainError?: unknown): void => {
  const said = say(output.language, failure.message);
  const { err } = painters(output);
  output.stderr.write(`${err(`waea: ${terminalSafe(said)}`, "error")}\n`);
  if (!output.json) return;
  const error = {
    kind: failure.kind,
    message: said,
    exitCode: failure.exitCode,
    ...(domainError === undefined ? {} : { domainError }),
  };
  output.stdout.write(`${JSON.stringify({ error }, null, 2)}\n`);
};
