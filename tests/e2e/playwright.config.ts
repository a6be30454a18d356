import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The port of the end-to-end server: not 8080, so a developer's `npm start` may keep running, and one per run
 * (8180-9179, from the runner's pid) so a server orphaned by an aborted run cannot block the next one. Set in the
 * environment here so Playwright's workers, started after this file is read, agree on it.
 */
process.env["E2E_PORT"] ??= String(8180 + (process.pid % 1000));
export const E2E_PORT = Number(process.env["E2E_PORT"]);
const root = fileURLToPath(new URL("../..", import.meta.url));
const chromium = process.env["CHROME_PATH"] ?? "/usr/bin/chromium";
if (!existsSync(chromium))
  throw new Error(
    `The end-to-end tests need Chromium at ${chromium}: install Debian's (apt-get install -y chromium) or set CHROME_PATH.`,
  );

/**
 * End-to-end tests of the portal in Debian's Chromium (the browsers Playwright downloads cannot be fetched here;
 * CHROME_PATH overrides the path) against the server `npm start` runs: the web app and the fake API with the control
 * doors on and a fixed seed. Every test resets the world through the control door first, so the tests share one
 * server and run one at a time; timeouts are generous for a busy 2-core machine.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env["CI"] === undefined ? "list" : [["list"], ["html", { open: "never" }]],
  outputDir: "../test-results/e2e",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: "retain-on-failure",
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
  webServer: {
    // scripts/start.mjs builds the web app and the fake API when their sources changed, then serves both.
    command: `node scripts/start.mjs --port ${E2E_PORT} --seed 67 --control`,
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: process.env["E2E_REUSE_SERVER"] === "1",
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
