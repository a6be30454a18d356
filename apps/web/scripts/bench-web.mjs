// `npm run bench:web`: builds the portal, then prints the gzip size of the JavaScript the home page and the sign-in
// page load before any interaction, read from Vite's manifest: the entry chunk with its modulepreloads (static
// imports), plus the page's lazy chunk with its static imports and the English texts it renders with. Target:
// 150 KiB each. Also shown, not gated: the start chunk (boot-live: effect runtime, session restore, API layer) that
// main.tsx imports for an anonymous visitor only once the first page is on screen and the browser is idle. Exits 1 when a page is over the target. `--no-build` measures dist/ as it is.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const TARGET_KIB = 150;
const LIGHTHOUSE = "lighthouse@12.8";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");
const app = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(app, "dist");

const PAGES = [
  {
    name: "home",
    path: "/",
    source: "src/pages/home/home-page.tsx",
    namespaces: ["web", "routing", "validation", "errors"],
  },
  {
    name: "sign-in",
    path: "/sign-in",
    source: "src/pages/sign-in/sign-in-page.tsx",
    namespaces: ["web", "routing", "validation", "errors"],
  },
];

const root = join(app, "..", "..");
if (!process.argv.includes("--no-build")) {
  // The web app and the fake API that serves it (Lighthouse measures them as `npm start` runs them).
  const turbo = join(root, "node_modules", "turbo", "bin", "turbo");
  const build = spawnSync(
    process.execPath,
    [turbo, "run", "build", "--filter=@waea/web", "--filter=@waea/fake-api", "--output-logs=errors-only"],
    { cwd: root, stdio: "inherit", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
  );
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
  // Gated: what an anonymous visitor loads before the page is interactive (entry, preloads, page chunk and the
  // English texts it renders with). The start chunk follows once the page is on screen and the browser is idle.
  const size = sum(new Set([...initial, ...locales]));
  const over = size / 1024 > TARGET_KIB;
  failed ||= over;
  console.log(
    `${page.name.padEnd(8)} entry + preloads + page + en texts: ${kib(size)} KiB  ${over ? "OVER" : "ok"}`,
  );
  console.log(`${"".padEnd(8)} entry alone:                        ${kib(sum(entry))} KiB`);
  console.log(`${"".padEnd(8)} page chunk and its imports:         ${kib(sum(initial) - sum(entry))} KiB`);
  console.log(`${"".padEnd(8)} en texts (${page.namespaces.join(", ")}): ${kib(size - sum(initial))} KiB`);
  console.log(
    `${"".padEnd(8)} later, after first paint (boot-live): +${kib(sum(withBoot) - sum(initial)).trim()} KiB\n`,
  );
}
if (!process.argv.includes("--no-lighthouse")) await lighthouse();
process.exit(failed ? 1 : 0);

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${origin} did not start`);
}

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, simulated) of both pages, served as `npm
 * start` serves them, with `npx` (not a dependency) and Debian's Chromium (CHROME_PATH overrides it). Targets:
 * performance 95, accessibility 100. Scores move by a few points with the machine's load: run it on a quiet machine.
 */
async function lighthouse() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["apps/fake-api/dist/server.mjs", "--port", String(port)], {
    cwd: root,
    stdio: "ignore",
  });
  const work = mkdtempSync(join(tmpdir(), "waea-lighthouse-"));
  try {
    await waitForHealth(origin);
    console.log(`Lighthouse ${LIGHTHOUSE}, mobile (targets: performance 95, accessibility 100):\n`);
    for (const page of PAGES) {
      const report = join(work, `${page.name}.json`);
      const run = spawnSync(
        "npx",
        [
          "-y",
          LIGHTHOUSE,
          `${origin}${page.path}`,
          "--only-categories=performance,accessibility",
          "--output=json",
          `--output-path=${report}`,
          "--quiet",
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        {
          stdio: ["ignore", "ignore", "inherit"],
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        },
      );
      if (run.status !== 0) {
        console.log(`${page.name.padEnd(8)} lighthouse failed (exit ${run.status}); is Chromium installed?`);
        continue;
      }
      const result = JSON.parse(readFileSync(report, "utf8"));
      const score = (category) => Math.round((result.categories[category]?.score ?? 0) * 100);
      const metric = (id) => result.audits[id]?.displayValue ?? "-";
      console.log(
        `${page.name.padEnd(8)} performance ${String(score("performance")).padStart(3)}  accessibility ${String(score("accessibility")).padStart(3)}` +
          `   FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
      );
    }
  } finally {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  }
}
