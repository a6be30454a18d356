// @vitest-environment node
// Every translation key the web app names must have a text in both languages (APP-08). Keys are found as string
// literals "<namespace>:<key>" in apps/web/src, the way components pass them to t(); a key called with a count has
// its text as i18next's plural forms ("<key>_one" and "<key>_other"). The forms' parity across languages is held by
// packages/adapters/src/i18n/resources.test.ts, where the web's texts live too.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Namespaces, catalogHas, resources } from "@waea/adapters/i18n";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("..", import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const literal = new RegExp(
  `["'\`](${Namespaces.map((n) => n.replace("-", "\\-")).join("|")}):([a-z0-9_.]+)["'\`]`,
  "g",
);

const webKeys = (): string[] => {
  const keys = new Set<string>();
  for (const file of sourceFiles(src))
    for (const match of readFileSync(file, "utf8").matchAll(literal)) keys.add(`${match[1]}:${match[2]}`);
  return [...keys].sort();
};

const has = (language: "en" | "mi-NZ", key: string): boolean => {
  const [namespace, name] = key.split(":") as [(typeof Namespaces)[number], string];
  return catalogHas(resources[language][namespace], name);
};

describe("translation keys of the web app", () => {
  const keys = webKeys();

  it("are found in the source", () => {
    expect(keys.length).toBeGreaterThan(100);
  });

  it.each(["en", "mi-NZ"] as const)("all have a %s text", (language) => {
    expect(keys.filter((key) => !has(language, key))).toEqual([]);
  });
});
