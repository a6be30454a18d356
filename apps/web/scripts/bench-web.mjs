// `npm run bench:web`: builds the portal, then prints the gzip size of the JavaScript the home page and the sign-in
// page load before any interaction, read from Vite's manifest: the entry chunk with its modulepreloads (static
// imports), plus the page's lazy chunk with its static imports. Target: 150 KiB each. Also shown, not gated: the
// start chunk (boot-live: effect runtime, session restore, API layer) that main.tsx imports in parallel, and the
// locale files the page renders with. Exits 1 when a page is over the target. `--no-build` measures dist/ as it is.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const TARGET_KIB = 150;
const app = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(app, "dist");

const PAGES = [
  { name: "home", source: "src/pages/home/home-page.tsx", namespaces: ["web", "routing"] },
  {
    name: "sign-in",
    source: "src/pages/sign-in/sign-in-page.tsx",
    namespaces: ["web", "routing", "validation", "errors"],
  },
];

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: app, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const gzipBytes = new Map();
const gz = (file) => {
  if (!gzipBytes.has(file))
    gzipBytes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipBytes.get(file);
};

/** A chunk and everything it imports statically (what the browser fetches, or modulepreloads, with it). */
const closure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`manifest has no ${key}: was the page renamed?`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) closure(next, files);
  return files;
};
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
/** The English chunk of a namespace: the manifest names locale chunks only by namespace, so match a plain text. */
const locales = join(app, "..", "..", "packages", "adapters", "src", "i18n", "locales", "en");
const localeKey = (ns) => {
  const texts = Object.values(JSON.parse(readFileSync(join(locales, `${ns}.json`), "utf8")));
  const probe = texts.find((text) => /^[A-Za-z][A-Za-z ,.]{8,}$/.test(text));
  return Object.keys(manifest).find(
    (key) =>
      manifest[key].name === ns &&
      probe !== undefined &&
      readFileSync(join(dist, manifest[key].file), "utf8").includes(probe),
  );
};

const entry = closure("index.html");
const boot = closure("src/app/boot-live.ts");
let failed = false;
console.log(`\nJavaScript before interaction, gzip level 9 (target ${TARGET_KIB} KiB):\n`);
for (const page of PAGES) {
  const initial = closure(page.source, new Set(entry));
  const withBoot = new Set([...initial, ...boot]);
  const locales = page.namespaces
    .map(localeKey)
    .filter(Boolean)
    .flatMap((key) => [...closure(key)]);
  const size = sum(initial);
  const over = size / 1024 > TARGET_KIB;
  failed ||= over;
  console.log(
    `${page.name.padEnd(8)} entry + preloads + page chunk: ${kib(size)} KiB  ${over ? "OVER" : "ok"}`,
  );
  console.log(`${"".padEnd(8)} entry alone:                   ${kib(sum(entry))} KiB`);
  console.log(`${"".padEnd(8)} + start chunk (boot-live):     ${kib(sum(withBoot))} KiB`);
  console.log(
    `${"".padEnd(8)} + en locales (${page.namespaces.join(", ")}): ${kib(sum(new Set([...withBoot, ...locales])))} KiB\n`,
  );
}
process.exit(failed ? 1 : 0);
