import * as Either from "effect/Either";
import { SeverityLabelKeys, type AccountCheck, type Finding, type Severity } from "@waea/domain/checks";
import type { Language } from "@waea/domain/config";
import { say } from "../../output/translate";
import {
  column,
  heading,
  notice,
  table,
  text,
  toned,
  type Block,
  type Text,
  type Tone,
} from "../../output/view";
import type { CliError } from "../../runtime/cli-error";

export interface FindingData extends Finding {
  /** The finding's message in the run's language. */
  readonly message: string;
}

export type AccountCheckEntry =
  | {
      readonly customerUUID: string;
      readonly accountNumber: string | null;
      readonly name: string;
      readonly problems: boolean;
      readonly worst: Severity | null;
      readonly findings: ReadonlyArray<FindingData>;
    }
  | { readonly customerUUID: string; readonly error: string };

export interface AccountCheckData {
  readonly accounts: ReadonlyArray<AccountCheckEntry>;
  readonly summary: { readonly checked: number; readonly withProblems: number; readonly failed: number };
}

/** One account's outcome as the JSON document has it: findings with their messages, or why it was not checked. */
export const entryOf = (
  language: Language,
  customerUUID: string,
  outcome: Either.Either<AccountCheck, CliError>,
): AccountCheckEntry => {
  if (Either.isLeft(outcome)) return { customerUUID, error: say(language, outcome.left.message) };
  const check = outcome.right;
  return {
    customerUUID,
    accountNumber: check.accountNumber ?? null,
    name: check.name,
    problems: check.problems,
    worst: check.worst ?? null,
    findings: check.findings.map((f) => ({
      ...f,
      message: say(language, { key: f.messageKey, ...(f.params === undefined ? {} : { params: f.params }) }),
    })),
  };
};

export const summaryOf = (accounts: ReadonlyArray<AccountCheckEntry>): AccountCheckData["summary"] => {
  const failed = accounts.filter((a) => "error" in a).length;
  const withProblems = accounts.filter((a) => "problems" in a && a.problems).length;
  return { checked: accounts.length - failed, withProblems, failed };
};

const TONES: Readonly<Record<Severity, Tone>> = { error: "error", warning: "warning", info: "info" };

/** An account named as its staff know it: account number and name, with the UUID commands take. */
const accountTitle = (entry: { customerUUID: string; accountNumber: string | null; name: string }): Text => {
  const uuid = entry.customerUUID;
  const name = entry.name.trim();
  if (entry.accountNumber !== null)
    return name === ""
      ? text("cli.check.heading_number", { number: entry.accountNumber, uuid })
      : text("cli.check.heading", { number: entry.accountNumber, name, uuid });
  return name === "" ? text("cli.text", { text: uuid }) : text("cli.check.heading_name", { name, uuid });
};

/** One account as the human output shows it: its number, name and UUID, then a table of findings. */
export const viewOf = (entry: AccountCheckEntry): ReadonlyArray<Block> => {
  if ("error" in entry)
    return [
      heading(toned(entry.customerUUID, "error")),
      notice("error", text("cli.check.failed", { uuid: entry.customerUUID, message: entry.error })),
    ];
  const tone: Tone = entry.problems ? TONES[entry.worst ?? "warning"] : "success";
  const rows = entry.findings.map((f) => [
    toned(text(SeverityLabelKeys[f.severity]), TONES[f.severity]),
    f.code,
    f.message,
  ]);
  return [
    heading(toned(accountTitle(entry), tone)),
    table(
      [column("cli.column.severity"), column("cli.column.code"), column("cli.column.message")],
      rows,
      text("cli.check.no_findings", { uuid: entry.customerUUID }),
    ),
  ];
};
