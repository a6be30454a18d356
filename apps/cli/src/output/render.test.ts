import { describe, expect, it } from "vitest";
import { renderError, renderResult, type Output } from "./render";
import { terminalSafe } from "./terminal-safe";
import { say } from "./translate";
import { column, fields, heading, notice, table, text, toned } from "./view";

const capture = (overrides: Partial<Output> = {}) => {
  const out = { stdout: "", stderr: "" };
  const output: Output = {
    stdout: { write: (c) => void (out.stdout += c), isTTY: false },
    stderr: { write: (c) => void (out.stderr += c), isTTY: false },
    json: false,
    language: "en",
    noColor: false,
    ...overrides,
  };
  return { out, output };
};

describe("renderResult", () => {
  it("aligns table columns, right-aligns amounts, trims trailing blanks", () => {
    const { out, output } = capture();
    renderResult(output, {}, [
      table(
        [column("cli.column.name"), column("cli.column.amount", "right"), column("cli.column.status")],
        [
          ["Aroha", "$5.00", toned(text("cli.value.yes"), "success")],
          ["Wiremu Hohepa", "$120.00", ""],
        ],
        text("cli.payments.none"),
      ),
    ]);
    expect(out.stdout).toBe(
      "NAME            AMOUNT  STATUS\nAroha            $5.00  yes\nWiremu Hohepa  $120.00\n",
    );
  });

  it("sends notices and empty tables to stderr, headings sit on what they head", () => {
    const { out, output } = capture();
    renderResult(output, {}, [
      heading("acct-1"),
      table([column("cli.column.code")], [], text("cli.check.no_findings", { uuid: "acct-1" })),
      heading("acct-2"),
      fields([[text("cli.field.balance"), "$1.00"]]),
      notice("warning", text("billing.overdue_warning")),
    ]);
    expect(out.stdout).toBe("acct-1\n\nacct-2\nBalance  $1.00\n");
    expect(out.stderr).toBe(
      "No findings for acct-1.\n! You have an overdue invoice. Please pay it to avoid interruption to your service.\n",
    );
  });

  it("with --json prints the data alone, however the view looks", () => {
    const { out, output } = capture({ json: true });
    renderResult(output, { a: [1, 2] }, [notice("info", text("cli.value.yes")), heading("x")]);
    expect(JSON.parse(out.stdout)).toEqual({ a: [1, 2] });
    expect(out.stderr).toBe("");
  });

  it("colours only a terminal without NO_COLOR", () => {
    const tty = capture({ stdout: { write: () => undefined, isTTY: true } });
    let coloured = "";
    renderResult({ ...tty.output, stdout: { write: (c) => void (coloured += c), isTTY: true } }, {}, [
      heading(toned("x", "error")),
    ]);
    expect(coloured).toContain("\u001b[31m");
    let plain = "";
    renderResult(
      { ...tty.output, noColor: true, stdout: { write: (c) => void (plain += c), isTTY: true } },
      {},
      [heading(toned("x", "error"))],
    );
    expect(plain).toBe("x\n");
  });
});

describe("renderError", () => {
  it("writes the message to stderr, and a JSON document to stdout with --json", () => {
    const { out, output } = capture({ json: true });
    const failure = {
      kind: "failure",
      message: text("billing.document_not_found", { number: "7" }),
      exitCode: 1,
    } as const;
    renderError(output, failure);
    expect(out.stderr).toBe("waea: Invoice or receipt #7 not found\n");
    expect(JSON.parse(out.stdout)).toEqual({
      error: { kind: "failure", message: "Invoice or receipt #7 not found", exitCode: 1 },
    });
  });

  it("puts the domain's error beside the message when there is one", () => {
    const { out, output } = capture({ json: true });
    const domainError = { _tag: "BillingError", message: { key: "billing.document_not_found" } };
    renderError(
      output,
      { kind: "failure", message: text("billing.document_not_found"), exitCode: 1 },
      domainError,
    );
    expect(JSON.parse(out.stdout)).toMatchObject({ error: { kind: "failure", exitCode: 1, domainError } });
  });

  it("prints only the message without --json", () => {
    const { out, output } = capture();
    renderError(
      output,
      { kind: "failure", message: text("errors.forbidden"), exitCode: 1 },
      { _tag: "Forbidden" },
    );
    expect(out.stdout).toBe("");
    expect(out.stderr).toBe("waea: You don't have access to this.\n");
  });
});

describe("say", () => {
  it("translates domain and CLI keys and the label params of domain messages", () => {
    expect(say("en", text("validation.format_invalid", { field: "checks.field_account_uuid" }))).toBe(
      "Account UUID format is invalid",
    );
    expect(
      say("en", text("sim.forced_off_incoming_disabled", { setting: "sim.setting_call_waiting_enabled" })),
    ).toBe("Call waiting will be turned off because incoming calls are disabled.");
    expect(say("mi-NZ", text("checks.suspended"))).toBe("Kua whakatārewatia te pūkete.");
    expect(say("mi-NZ", text("cli.value.no"))).toBe("kāo");
  });
});

describe("terminal control characters in what is shown", () => {
  const hostile = "x\u001b]0;t\u0007\u001b[2J\u009b";
  it("are written out in cells, fields, headings, notices and errors; --json keeps them exact", () => {
    const { out, output } = capture();
    renderResult(output, {}, [
      heading(hostile),
      fields([[text("cli.field.user"), hostile]]),
      table([column("cli.column.name")], [[toned(hostile, "info")]], text("cli.payments.none")),
      notice("error", text("errors.server_message", { message: hostile })),
    ]);
    renderError(output, { kind: "failure", message: text(hostile), exitCode: 1 });
    const everything = out.stdout + out.stderr;
    const controls = Array.from(everything).filter((c) => c !== "\n" && terminalSafe(c) !== c);
    expect(controls).toEqual([]);
    expect(everything.match(/x\\u001b\]0;t\\u0007\\u001b\[2J\\u009b/g)).toHaveLength(5);
    const { out: jsonOut, output: jsonOutput } = capture({ json: true });
    renderResult(jsonOutput, { name: hostile }, []);
    renderError(jsonOutput, { kind: "failure", message: text(hostile), exitCode: 1 });
    expect(JSON.parse(jsonOut.stdout.split("\n}\n")[0] + "\n}")).toEqual({ name: hostile });
  });
});
