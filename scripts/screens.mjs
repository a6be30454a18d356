#!/usr/bin/env node
// `npm run screens`: screenshots of the signed-in dashboard for docs/screens/, in English and Māori, at a phone's
// width (360 px) and a desktop's (1280 px). Not part of `npm test`.
//   npm run screens                              builds and starts a server of its own (seed 67), then stops it
//   npm run screens -- --url http://127.0.0.1:8080   uses a server that runs already (`npm start`)
//   npm run screens -- --out /tmp/screens        writes elsewhere (default docs/screens)
// Chromium is Debian's, /usr/bin/chromium (CHROME_PATH overrides it), driven by playwright-core (the tests
// workspace's dependency). Signs in as prepay@waea.test and saves /profile/my-app-home, whatever that page shows.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("..", import.meta.url));
const LOGIN = "prepay@waea.test";
const PASSWORD = "Waea-Demo-2026";
const PAGE = "/profile/my-app-home";
const WIDTHS = [360, 1280];
const LANGUAGES = [
  { code: "en", file: "en" },
  { code: "mi-NZ", file: "mi" },
];

const option = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const given = option("--url");
const out = resolve(root, option("--out") ?? "docs/screens");
const executablePath = process.env["CHROME_PATH"] ?? "/usr/bin/chromium";
if (!existsSync(executablePath)) {
  console.error(
    `screens: no Chromium at ${executablePath}: apt-get install -y chromium, or set CHROME_PATH.`,
  );
  process.exit(1);
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/** Polls the health door until it answers, or fails when the server exits first or takes over four minutes. */
const ready = async (origin, child) => {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child !== undefined && child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode})`);
    const up = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`no server answered at ${origin}/api/health`);
};

/** A server of our own: `npm start`'s (it builds what changed first) on a free port. */
const startServer = async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs", "--port", String(port), "--seed", "67"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await ready(origin, child);
  return { origin, stop: () => child.kill("SIGTERM") };
};

const server =
  given === undefined ? await startServer() : { origin: given.replace(/\/$/, ""), stop: () => {} };
const browser = await chromium.launch({
  executablePath,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  if (given !== undefined) await ready(server.origin);
  mkdirSync(out, { recursive: true });
  const settings = { locale: "en-NZ", timezoneId: "Pacific/Auckland", baseURL: server.origin };

  // One sign-in; every screenshot's context starts from its stored session (localStorage).
  const signing = await browser.newContext(settings);
  const page = await signing.newPage();
  await page.goto("/sign-in?language=en");
  await page.getByRole("textbox", { name: "E-mail" }).fill(LOGIN);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"), { timeout: 30_000 });
  const storageState = await signing.storageState();
  await signing.close();

  for (const language of LANGUAGES)
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        ...settings,
        storageState,
        viewport: { width, height: 800 },
      });
      const shot = await context.newPage();
      await shot.goto(`${PAGE}?language=${language.code}`);
      await shot.locator("main h1").first().waitFor({ timeout: 30_000 });
      await untilLoaded(shot);
      // What waits until it comes near (the plan-fit hint below a phone's first screen) loads as a customer
      // scrolling down would have it load.
      await shot.evaluate(() => globalThis.scrollTo(0, globalThis.document.body.scrollHeight));
      await shot.waitForTimeout(500);
      await untilLoaded(shot);
      await shot.evaluate(() => globalThis.scrollTo(0, 0));
      const file = join(out, `dashboard-${language.file}-${width}.png`);
      await shot.screenshot({ path: file, fullPage: true, animations: "disabled" });
      console.log(`screens: ${file} (${new URL(shot.url()).pathname})`);
      await context.close();
    }
} finally {
  await browser.close();
  server.stop();
}

/** The network quiet and the skeletons (aria-busy) gone, or the page as it is after ten seconds. */
async function untilLoaded(shot) {
  await shot.waitForLoadState("networkidle");
  await shot
    .locator("[aria-busy='true']")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => undefined);
}
