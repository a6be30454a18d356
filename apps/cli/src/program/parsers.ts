// Option value parsers for commander: syntax only (numbers, ranges, key=value). Rules about the values (a UUID's
// format, a voucher's 13 digits, a SIM setting's name) are the domain's and are checked by each run.
import { InvalidArgumentError } from "commander";
import { cliText } from "../i18n/cli-catalog";

/** A whole number from min to max, or a usage error saying what is expected. */
export const intInRange =
  (min: number, max: number) =>
  (value: string): number => {
    const trimmed = value.trim();
    const number = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < min || number > max)
      throw new InvalidArgumentError(cliText("cli.error.int_range", { min, max }));
    return number;
  };

/** A page number: 1 or more. */
export const pageNumber = intInRange(1, 100_000);

export interface Assignment {
  readonly key: string;
  readonly value: boolean;
}

const ON = new Set(["on", "true", "yes", "1"]);
const OFF = new Set(["off", "false", "no", "0"]);

/** on/off (also true/false, yes/no, 1/0), or a usage error. */
export const onOff = (value: string): boolean => {
  const word = value.trim().toLowerCase();
  if (ON.has(word)) return true;
  if (OFF.has(word)) return false;
  throw new InvalidArgumentError(cliText("cli.error.on_off", { value }));
};

/** `key=on|off`, collected into a list (repeatable, variadic). */
export const assignment = (
  value: string,
  previous: ReadonlyArray<Assignment> = [],
): ReadonlyArray<Assignment> => {
  const at = value.indexOf("=");
  if (at <= 0) throw new InvalidArgumentError(cliText("cli.error.assignment", { value }));
  return [...previous, { key: value.slice(0, at).trim(), value: onOff(value.slice(at + 1)) }];
};
