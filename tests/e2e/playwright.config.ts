import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * How many workers run the tests, each against a server and demo world of its own (E2E_WORKERS, default 2): a test
 * resets its worker's world through the control door, so tests on different workers never see each other's writes.
 * Set E2E_WORKERS rather than `--workers`: the number of servers follows it.
 */
const WORKERS = Number(process.env["E2E_WORKERS"] ?? "2");
if (!Number.isInteger(WORKERS) || WORKERS < 1) throw new Error(`E2E_WORKERS must be a positive integer`);

/**
 * The first port of the end-to-end servers (worker i's server listens on E2E_PORT + i): not 8080, so a developer's
 * `npm start` may keep running, and one range per run (8180-9179, from the runner's pid) so a server orphaned by an
 * aborted run cannot block the next one (a range holds the workers' servers and the non-production one). Set in the
 * environment here so Playwright's workers, started after this file is read, agree on it.
 */
const SERVERS = WORKERS + 1;
process.env["E2E_PORT"] ??= String(8180 + (process.pid % Math.floor(1000 / SERVERS)) * SERVERS);
const FIRST_PORT = Number(process.env["E2E_PORT"]);

/**
 * The port of this worker's server. Playwright reads this file again in every worker process, after setting
 * TEST_PARALLEL_INDEX (0 .. workers-1, kept by a worker that replaces a failed one); the runner itself has none and
 * gets the first server's port.
 */
const workerIndex = Number(process.env["TEST_PARALLEL_INDEX"] ?? "0");
if (workerIndex >= WORKERS)
  throw new Error(`worker ${workerIndex} has no server: run more workers with E2E_WORKERS, not --workers`);
export const E2E_PORT = FIRST_PORT + workerIndex;
const root = fileURLToPath(new URL("../..", import.meta.url));
const chromium = process.env["CHROME_PATH"] ?? "/usr/bin/chromium";
if (!existsSync(chromium))
  throw new Error(
    `The end-to-end tests need Chromium at ${chromium}: install Debian's (apt-get install -y chromium) or set CHROME_PATH.`,
  );

/**
 * The port of the one non-production server (after the workers' servers): the specs under non-production/ run
 * against it, one at a time (their project has one worker), whichever worker runs them.
 */
const NON_PRODUCTION_PORT = FIRST_PORT + WORKERS;

/**
 * The server of worker `index`: `npm start`'s, with the control doors on and a fixed seed; the last one serves the
 * non-production settings (`npm start -- --non-production`, the same build).
 */
const server = (index: number) => {
  const port = FIRST_PORT + index;
  const settings = index === WORKERS ? " --non-production" : "";
  return {
    // scripts/start.mjs builds the web app and the fake API when their sources changed, then serves both; the
    // servers start one after another, so only the first one builds.
    command: `node scripts/start.mjs ${index === 0 ? "" : "--no-build "}--port ${port} --seed 67 --control${settings}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: process.env["E2E_REUSE_SERVER"] === "1",
    timeout: 240_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
};

/**
 * End-to-end tests of the portal in Debian's Chromium (the browsers Playwright downloads cannot be fetched here;
 * CHROME_PATH overrides the path) against the server `npm start` runs: the web app and the fake API with the control
 * doors on and a fixed seed. Each worker has a server and world of its own (baseURL follows it), and every test
 * resets its worker's world through the control door first, so any test may run on any worker (fullyParallel);
 * timeouts are generous for a busy 2-core machine. The specs under non-production/ run against one more server with
 * the non-production settings (guest recharge and pay-bill, the routes hidden in production).
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ...(process.env["CI"] === undefined ? [] : [["html", { open: "never" }] as const]),
    // E2E_TIMINGS=<file>: where each journey's time went (support/step-times-reporter.ts), as JSON, and the totals.
    ...(process.env["E2E_TIMINGS"] === undefined ? [] : [["./support/step-times-reporter.ts"] as const]),
  ],
  outputDir: "../test-results/e2e",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording a trace costs about 40 % more CPU in every journey (measured: 51 -> 28 s for the bills and usage
    // specs): a failure leaves its screenshot and page snapshot (error-context.md); E2E_TRACE=1 records traces.
    trace: process.env["E2E_TRACE"] === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // One browser context per worker, reset between tests, instead of a new one per test (Playwright's reuseContext):
    // before each test Playwright clears the cookies, the HTTP cache, local and session storage, IndexedDB and the
    // service workers of every origin visited, closes the other pages, removes routes and init scripts, and applies
    // the viewport and emulation again, so a test still starts as a new visitor. The renderer and the context are
    // not made again: measured 211 -> 171 s of CPU for 34 journeys, one worker (renderers -28 %). Not reset: a
    // listener a test adds to `page` (it stays on the next test's page: keep them harmless), permissions,
    // geolocation, offline, extra headers and the tab's history. E2E_FRESH_CONTEXT=1 gives each test a new context.
    reuseContext: process.env["E2E_FRESH_CONTEXT"] !== "1",
    locale: "en-NZ",
    timezoneId: "Pacific/Auckland",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Every spec but those under non-production/ runs against the production settings `npm start` serves.
    { name: "production", testIgnore: "non-production/**" },
    {
      name: "non-production",
      testMatch: "non-production/**/*.spec.ts",
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${NON_PRODUCTION_PORT}` },
    },
  ],
  webServer: Array.from({ length: SERVERS }, (_, index) => server(index)),
});
