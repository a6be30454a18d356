import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { catalogHas, pluralProblems } from "@waea/adapters/i18n";
import { describe, expect, it } from "vitest";
import { CommandEntries } from "../program/registry";
import { cliCatalogs, cliTextIn, languageOf } from "./cli-catalog";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });

describe("the CLI's texts", () => {
  it("have the same keys and placeholders in en and mi-NZ, none empty", () => {
    expect(Object.keys(cliCatalogs["mi-NZ"]).sort()).toEqual(Object.keys(cliCatalogs.en).sort());
    for (const [key, english] of Object.entries(cliCatalogs.en)) {
      const maori = cliCatalogs["mi-NZ"][key] ?? "";
      expect(english.trim(), key).not.toBe("");
      expect(maori.trim(), key).not.toBe("");
      expect(placeholders(maori), key).toEqual(placeholders(english));
    }
  });

  it("have every plural key with its one and other forms in both languages", () => {
    expect(pluralProblems(cliCatalogs)).toEqual([]);
  });

  it("have an English text for every cli key the source names, and a summary for every command", () => {
    const src = fileURLToPath(new URL("..", import.meta.url));
    const used = new Set<string>();
    for (const file of sourceFiles(src))
      for (const match of readFileSync(file, "utf8").matchAll(/["'`]cli\.([a-z0-9_.]+)["'`]/g))
        used.add(match[1] ?? "");
    for (const entry of CommandEntries) used.add(entry.summaryKey.slice("cli.".length));
    // Keys built from values: status classes, porting phases, token states, groupings, exit codes, variables.
    const families: Readonly<Record<string, ReadonlyArray<string>>> = {
      status: ["active", "not_active", "not_activated"],
      porting: ["none", "in_progress", "completed", "canceled", "failed"],
      token: ["valid", "near_expiry", "expired", "missing", "from_env"],
      column: ["day", "month", "year"],
      help: ["exit_0", "exit_1", "exit_2", "exit_3", "exit_4", "env_waea_api_url", "env_waea_token"],
    };
    for (const [family, names] of Object.entries(families))
      for (const name of names) used.add(`${family}.${name}`);
    // A key called with a count has its text as plural forms (check.summary_one, check.summary_other).
    expect([...used].filter((key) => !catalogHas(cliCatalogs.en, key))).toEqual([]);
  });

  it("fall back to English, then to the key", () => {
    expect(cliTextIn("mi-NZ", "cli.value.yes")).toBe("āe");
    expect(cliTextIn("mi-NZ", "cli.no.such.key")).toBe("cli.no.such.key");
    expect(cliTextIn("en", "cli.paging", { page: 2, pages: 3 })).toBe("Page 2 of 3.");
  });

  it("choose the plural form by the count, in both languages", () => {
    expect(cliTextIn("en", "cli.usage.window", { count: 1 })).toBe("Charges of the last day.");
    expect(cliTextIn("en", "cli.usage.window", { count: 30 })).toBe("Charges of the last 30 days.");
    expect(cliTextIn("mi-NZ", "cli.usage.window", { count: 1 })).toBe("Ngā utu o te rā kua hipa.");
    expect(cliTextIn("mi-NZ", "cli.usage.window", { count: 30 })).toBe("Ngā utu o ngā rā 30 kua hipa.");
  });

  it("pick Māori only for mi-NZ (or mi)", () => {
    expect([languageOf("mi-NZ"), languageOf("MI"), languageOf("en-NZ"), languageOf(undefined)]).toEqual([
      "mi-NZ",
      "mi-NZ",
      "en",
      "en",
    ]);
  });
});
