// Every message key the domain names in its source must have an English text (and, by resources.test.ts, a Māori
// one); a key called with a count has it as its plural forms ("plans.period_days" as period_days_one and _other). Keys are found as string literals "<namespace>.<key>" whose namespace is a resource file; route ids
// ("profile.mobile.addons") share that shape and are left out.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { RouteIds } from "@waea/domain/routing";
import { describe, expect, it } from "vitest";
import { catalogHas } from "./plural-keys";
import { Namespaces, resources } from "./resources";

const domainSrc = fileURLToPath(new URL("../../../domain/src", import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });

const literal = new RegExp(
  `["'\`](${Namespaces.map((n) => n.replace("-", "\\-")).join("|")})\\.([a-z0-9_.]+)["'\`]`,
  "g",
);

const domainKeys = (): string[] => {
  const keys = new Set<string>();
  for (const file of sourceFiles(domainSrc)) {
    for (const match of readFileSync(file, "utf8").matchAll(literal)) keys.add(`${match[1]}.${match[2]}`);
  }
  for (const id of RouteIds) keys.delete(id);
  return [...keys].sort();
};

describe("domain message keys", () => {
  const keys = domainKeys();

  it("are found in the domain source", () => {
    expect(keys.length).toBeGreaterThan(300);
  });

  it("all have an English text", () => {
    const missing = keys.filter((full) => {
      const at = full.indexOf(".");
      const namespace = full.slice(0, at) as (typeof Namespaces)[number];
      return !catalogHas(resources.en[namespace], full.slice(at + 1));
    });
    expect(missing).toEqual([]);
  });
});
