// `npm run bench:web`: builds the portal, then prints the gzip size of the JavaScript each measured page loads
// before any interaction, read from Vite's manifest (the entry chunk with its modulepreloads, the page's lazy chunk
// with its static imports, the English texts it renders with; for a signed-in page also the start chunk, boot-live:
// effect's runtime, the session restore and the API layer, which a stored session needs before the first render),
// then Lighthouse's mobile audit of each page as `npm start` serves it, the dashboard with a stored session.
// Targets: / and /sign-in at most 120 KiB, performance 98, LCP 1.5 s; /profile/my-app-home at most 200 KiB,
// performance 95. Then each page in Chromium as a phone until done without interaction: the scripts it really
// loaded (chunks imported on demand too) and its layout shifts (CLS at most 0.01: loading to done moves nothing).
// Every routed page is also measured statically as a signed-in visitor loads it (target 200 KiB).
// Exits 1 when a page is over its JavaScript target, statically or in the browser, or shifts (Lighthouse's figures
// move with the machine's load: they are printed against their targets, not gated). `--no-build` measures dist/ as
// it is, `--dist=<folder>` another build (no build then), `--pages=<names>` only those pages in the browser and
// Lighthouse, `--no-lighthouse` skips Lighthouse, `--runs=<n>` runs Lighthouse n times a page (each printed, the median
// against the target), `--reports=<folder>` keeps its JSON reports, `--scripts` lists the scripts
// each page loaded in Chromium.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

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
/** `--reports=<folder>` keeps Lighthouse's JSON reports there (to read what a figure is made of). */
const reports = process.argv.find((arg) => arg.startsWith("--reports="))?.slice("--reports=".length);
/**
 * `--runs=<n>`: Lighthouse n times a page, in turn over the pages; each run printed, the median judged against the
 * target. One run of a signed-in page moves by 10 to 15 points on a 2-core machine: a median of five says more.
 */
const runs = Math.max(
  1,
  Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 1) || 1,
);
/** `--scripts` lists each script a page loaded in Chromium with its gzip size (what a figure is made of). */
const listScripts = process.argv.includes("--scripts");
/** `--dist=<folder>` measures another build of the portal (a copy of dist/ kept from before a change) beside this one. */
const distArg = process.argv.find((arg) => arg.startsWith("--dist="))?.slice("--dist=".length);
const dist = distArg ?? join(app, "dist");

/** Cumulative layout shift allowed from the first paint to the page done: none but subpixel rounding. */
const CLS_TARGET = 0.01;
const FIRST_TEXTS = ["web", "routing", "validation", "errors"];
const ALL_PAGES = [
  {
    name: "home",
    path: "/",
    route: "home",
    targets: { kib: 120, performance: 98, lcpMs: 1500 },
  },
  {
    name: "sign-in",
    path: "/sign-in",
    route: "sign-in",
    targets: { kib: 120, performance: 98, lcpMs: 1500 },
  },
  {
    name: "dashboard",
    path: "/profile/my-app-home",
    route: "profile.my-app-home",
    signedIn: { login: "prepay@waea.test", password: "Waea-Demo-2026" },
    targets: { kib: 200, performance: 95 },
  },
  // Issue #15's SIM and porting pages (signed-in pages: at most 200 KiB each), prepay@'s service.
  ...[
    ["sim-action", "/profile/mobile/sim-card-actions", "profile.mobile.sim-card-actions"],
    ["sim-calls", "/profile/mobile/supp-features", "profile.mobile.supp-features"],
    ["sim-toggle", "/profile/mobile/sim-card-actions/disable-sim", "profile.mobile.disable-sim"],
    ["sim-swap", "/profile/mobile/sim-card-actions/sim-swap", "profile.mobile.sim-swap"],
    ["sim-detail", "/profile/mobile/sim-card-actions/sim-details", "profile.mobile.sim-details"],
    [
      "sim-number",
      "/profile/mobile/sim-card-actions/phone-number-change",
      "profile.mobile.phone-number-change",
    ],
    ["porting", "/profile/mobile/sim-card-actions/number-porting", "profile.mobile.number-porting"],
  ].map(([name, path, route]) => ({
    name,
    path,
    route,
    signedIn: { login: "prepay@waea.test", password: "Waea-Demo-2026" },
    targets: { kib: 200, performance: 95 },
  })),
  // Issues #14, #16 and #17: their signed-in pages, each as the login that has something to show there (pay bill
  // and invoices postpay@'s, fibre@'s broadband tab, leader@'s groups, payer@'s billing routes). Production sends
  // /eshop to the cart and checkout page ('checkout' is both).
  ...[
    ["top-up", "/profile/mobile/top-up", "profile.mobile.top-up", "prepay"],
    ["pay-bill", "/profile/pay-bill", "profile.pay-bill", "postpay"],
    ["pay-method", "/profile/payment-methods", "profile.payment-methods", "prepay"],
    ["invoices", "/profile/invoices", "profile.invoices", "postpay"],
    ["pay-hist", "/profile/payments-history", "profile.payments-history", "prepay"],
    ["checkout", "/checkout", "checkout", "prepay"],
    ["bb-flow", "/broadband", "broadband", "prepay"],
    ["bb-profile", "/profile/broadband", "profile.broadband", "fibre"],
    ["groups", "/profile/customer-groups", "profile.customer-groups", "leader"],
    ["mob-groups", "/profile/mobile-groups", "profile.mobile-groups", "leader"],
    ["bill-route", "/billing-routes", "billing-routes", "payer"],
    ["bonuses", "/profile/bonuses", "profile.bonuses", "prepay"],
    ["offers", "/profile/offers", "profile.offers", "prepay"],
    ["help", "/help", "help", "prepay"],
  ].map(([name, path, route, login]) => ({
    name,
    path,
    route,
    signedIn: { login: `${login}@waea.test`, password: "Waea-Demo-2026" },
    targets: { kib: 200, performance: 95 },
  })),
  // The checkout as a customer reaches it: with an eSIM and a plan in the cart (the cart is the customer's, kept by
  // the fake API, so the measured load restores it). prepay@'s empty cart ('checkout' above) shows no form; payg@
  // measures nothing else, so its cart changes no other page's figure.
  {
    name: "cart",
    path: "/checkout",
    route: "checkout",
    signedIn: { login: "payg@waea.test", password: "Waea-Demo-2026" },
    prepare: fillCart,
    targets: { kib: 200, performance: 95 },
  },
];

/** Puts an eSIM with the first plan on sale in the signed-in customer's cart, as shop.spec.ts does. */
async function fillCart(page, origin) {
  await page.goto(`${origin}/sim-purchase`);
  await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 60_000 });
  await page.getByRole("radio", { name: /^eSIM/ }).check({ timeout: 60_000 });
  await page.getByRole("radio").nth(2).check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.waitForURL((url) => url.pathname === "/checkout", { timeout: 60_000 });
  await untilNoNewRequests(page);
}

/** `--pages=home,sign-in` measures only those pages in Chromium and Lighthouse (the sizes are printed for all). */
const only = process.argv
  .find((arg) => arg.startsWith("--pages="))
  ?.slice("--pages=".length)
  .split(",");
const PAGES = ALL_PAGES.filter((page) => only === undefined || only.includes(page.name));

const root = join(app, "..", "..");
if (!process.argv.includes("--no-build") && distArg === undefined) {
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

/** The page module a route loads (src/shell/pages.ts); a route without one (the profile root) shows not-found. */
const pagesSource = readFileSync(join(app, "src", "shell", "pages.ts"), "utf8");
const pageSource = (route) => {
  const key = route.replaceAll(".", "\\.");
  const line = pagesSource.match(
    new RegExp(`(?:"${key}"|\\b${key}):\\s*\\(\\)\\s*=>\\s*import\\("\\.\\./([^"]+)"\\)`),
  );
  return line === null ? "src/pages/not-found/not-found-page.tsx" : `src/${line[1]}.tsx`;
};
/** The namespaces a page module asks for by name (useTranslation), besides the ones every page starts with. */
const pageTexts = (source) => {
  const text = readFileSync(join(app, source), "utf8");
  const named = [...text.matchAll(/useTranslation\(\s*\[?([^)\]]*)/g)].flatMap((call) =>
    [...call[1].matchAll(/"([a-z-]+)"/g)].map((match) => match[1]),
  );
  return [...new Set([...FIRST_TEXTS, ...named])];
};

const entry = closure("index.html");
// The start chunk's last file (build/start-chunk.ts), which holds boot-live.ts and imports the first.
const startKey = Object.keys(manifest).find((key) => manifest[key].name === "boot-live");
if (startKey === undefined) throw new Error("manifest has no boot-live chunk: was the start chunk renamed?");
const boot = closure(startKey);
let failed = false;
console.log("\nJavaScript before interaction, gzip level 9:\n");
for (const page of ALL_PAGES) {
  const source = pageSource(page.route);
  const namespaces = pageTexts(source);
  const initial = closure(source, new Set(entry));
  // A stored session needs the runtime before the first render; an anonymous visitor loads it later.
  const before = page.signedIn === undefined ? initial : new Set([...initial, ...boot]);
  const texts = namespaces
    .map(localeKey)
    .filter(Boolean)
    .flatMap((key) => [...closure(key)]);
  const size = sum(new Set([...before, ...texts]));
  const over = size / 1024 > page.targets.kib;
  failed ||= over;
  const pad = "".padEnd(10);
  console.log(
    `${page.name.padEnd(10)} total ${kib(size)} KiB (target ${page.targets.kib})  ${over ? "OVER" : "ok"}   [${source}]`,
  );
  console.log(`${pad} entry and its preloads:  ${kib(sum(entry))} KiB`);
  if (page.signedIn !== undefined)
    console.log(`${pad} start chunk (boot-live): ${kib(sum(new Set([...entry, ...boot])) - sum(entry))} KiB`);
  console.log(
    `${pad} page chunk and imports:  ${kib(sum(before) - sum(new Set([...entry, ...(page.signedIn ? boot : [])])))} KiB`,
  );
  console.log(`${pad} en texts:                ${kib(size - sum(before))} KiB (${namespaces.join(", ")})`);
  if (page.signedIn === undefined)
    console.log(
      `${pad} later, once idle or touched (boot-live): +${kib(sum(new Set([...initial, ...boot])) - sum(initial)).trim()} KiB`,
    );
  console.log();
}
// Every routed page (src/shell/pages.ts) as a signed-in visitor would load it: the entry, the start chunk, the
// page's chunk and its texts, against the signed-in target (issues 13 to 17: no signed-in page over 200 KiB).
const SIGNED_IN_KIB = 200;
const routedSources = [
  ...new Set([...pagesSource.matchAll(/import\("\.\.\/([^"]+)"\)/g)].map((match) => `src/${match[1]}.tsx`)),
];
const everyPage = routedSources
  .map((source) => {
    const texts = pageTexts(source)
      .map(localeKey)
      .filter(Boolean)
      .flatMap((key) => [...closure(key)]);
    return { source, kib: sum(new Set([...closure(source, new Set([...entry, ...boot])), ...texts])) / 1024 };
  })
  .sort((a, b) => b.kib - a.kib);
const overPages = everyPage.filter((page) => page.kib > SIGNED_IN_KIB);
failed ||= overPages.length > 0;
console.log(
  `Every routed page signed in (${everyPage.length}), target ${SIGNED_IN_KIB} KiB: ${overPages.length} over` +
    `${overPages.length === 0 ? "" : ":"}`,
);
// The pages over the line, then the three heaviest under it (how much room is left).
for (const page of [...overPages, ...everyPage.filter((page) => page.kib <= SIGNED_IN_KIB).slice(0, 3)])
  console.log(
    `${"".padEnd(10)} ${kib(page.kib * 1024)} KiB ${page.kib > SIGNED_IN_KIB ? "OVER" : "ok  "} ${page.source}`,
  );
console.log();

// Issue #17: the chat widget adds nothing to a page until opened. Its panel is a chunk of its own (pages/chat/
// chat-host.tsx loads it lazily): neither the entry, the start chunk nor any routed page may fetch it before then.
const chatPanel = closure("src/pages/chat/chat-panel.tsx");
const chatOnly = [...chatPanel].filter(
  (file) => !routedSources.some((source) => closure(source, new Set([...entry, ...boot])).has(file)),
);
const chatLoaded = [entry, boot, ...routedSources.map((source) => closure(source))].some((files) =>
  files.has(manifest["src/pages/chat/chat-panel.tsx"].file),
);
failed ||= chatLoaded;
console.log(
  `Chat widget before it is opened: ${chatLoaded ? "LOADED" : "nothing"} (once opened: +${kib(sum(new Set(chatOnly))).trim()} KiB)\n`,
);

failed =
  (await serving(async (origin) => {
    const inBrowser = await browserRun(origin);
    if (!process.argv.includes("--no-lighthouse")) await lighthouse(origin);
    return inBrowser;
  })) || failed;
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
  // Up to a minute: a busy machine starts the server slowly.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${origin} did not start`);
}

/** Runs `work` against the fake API serving dist/ as `npm start` does, on a free port; stops it after. */
async function serving(work) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["apps/fake-api/dist/server.mjs", "--port", String(port)], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, FAKE_API_WEB_DIST: dist },
  });
  try {
    await waitForHealth(origin);
    return await work(origin);
  } finally {
    server.kill();
  }
}

/** Signs in through the sign-in page as a customer does. */
async function signIn(page, origin, account) {
  await page.goto(`${origin}/sign-in`);
  // Typed into before the app answers, the prerendered form would post as plain HTML and come back empty
  // (app/interactive-mark.tsx marks <html data-interactive> once it answers).
  await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 60_000 });
  const form = page.locator("form").filter({ has: page.locator('input[type="password"]') });
  await form.locator('input[type="email"]').fill(account.login);
  await form.locator('input[type="password"]').fill(account.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"), { timeout: 60_000 });
  // The page signed in to (home) is still loading its chunks: done before the measured page is opened, or they
  // would be counted as the measured page's (home-page's chunk was, on every signed-in page). The app moves there
  // without a navigation, so the load state says nothing: wait for its requests to stop.
  await untilNoNewRequests(page);
}

/** Layout shifts of the page, recorded from the first paint (before any script of the page runs). */
function recordShifts() {
  globalThis.__waeaShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput)
        globalThis.__waeaShifts.push({
          value: entry.value,
          nodes: entry.sources.map((source) => source.node?.outerHTML?.slice(0, 80) ?? "?"),
        });
  }).observe({ type: "layout-shift", buffered: true });
}

/**
 * Each page in Chromium (playwright-core) as a phone: Lighthouse's mobile viewport (412×823) with the CPU four times
 * slower, the dashboard with a stored session (signed in first). Waits until the page is done without any
 * interaction (no loader, nothing busy in main, the network quiet), then reports the JavaScript it loaded (gzip level 9
 * of each script served from dist/: what the static figures above miss, such as chunks imported on demand) and its
 * cumulative layout shift: loading (the shell's loader, the page's skeleton) to done must not move anything
 * (target CLS 0.01, ui.md "skeleton, no layout shift"). Both are gated: this is the check that fails when a shift or
 * a chunk comes back.
 */
async function browserRun(origin) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROME_FLAGS.split(" "),
  });
  let failed = false;
  console.log("In Chromium as a phone (412×823, CPU 4× slower), until done without interaction:\n");
  try {
    for (const page of PAGES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      if (page.signedIn !== undefined) await signIn(tab, origin, page.signedIn);
      if (page.prepare !== undefined) await page.prepare(tab, origin);
      await tab.addInitScript(recordShifts);
      const scripts = new Set();
      tab.on("response", (response) => {
        // Scripts the page runs, not files fetched ahead into the cache (src/shell/warm-home.ts: rel=prefetch).
        if (response.request().resourceType() !== "script") return;
        const { pathname } = new URL(response.url());
        if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.add(pathname.slice(1));
      });
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await tab.goto(`${origin}${page.path}`);
      // A prerendered page adds its entry after its first paint (src/app/after-paint.ts): the network may be quiet
      // and the heading shown before any script of the app has been asked for.
      await tab.waitForFunction(
        () => {
          const starter = globalThis.document.querySelector("script[data-entry]");
          const entry = starter?.getAttribute("data-entry");
          return (
            entry === undefined ||
            [...globalThis.document.querySelectorAll('script[type="module"]')].some(
              (script) => script.getAttribute("src") === entry,
            )
          );
        },
        undefined,
        { timeout: 60_000 },
      );
      await tab.waitForLoadState("networkidle");
      await tab.locator("main h1").waitFor({ timeout: 60_000 });
      await tab.waitForFunction(
        () => globalThis.document.querySelector("main .loader, main [aria-busy='true']") === null,
        undefined,
        { timeout: 60_000 },
      );
      await untilNoNewRequests(tab);
      const shifts = await tab.evaluate(() => globalThis.__waeaShifts);
      await context.close();
      const cls = shifts.reduce((total, shift) => total + shift.value, 0);
      const size = sum(scripts);
      const over = size / 1024 > page.targets.kib;
      const shifted = cls > CLS_TARGET;
      failed ||= over || shifted;
      console.log(
        `${page.name.padEnd(10)} JavaScript ${kib(size)} KiB in ${String(scripts.size).padStart(2)} scripts (target ${page.targets.kib}) ${over ? "OVER" : "ok"}` +
          `   CLS ${cls.toFixed(3)} (target ${CLS_TARGET}) ${shifted ? "SHIFTS" : "ok"}`,
      );
      if (listScripts)
        for (const script of [...scripts].sort())
          console.log(`${"".padEnd(10)} ${kib(sum([script])).padStart(6)} KiB ${script}`);
      for (const shift of shifts)
        console.log(`${"".padEnd(10)} shift ${shift.value.toFixed(3)}: ${shift.nodes.join(", ")}`);
    }
  } finally {
    await browser.close();
  }
  console.log();
  return failed;
}

/** Until a second passes without a new request (networkidle, once reached, does not wait for the next ones). */
async function untilNoNewRequests(tab) {
  let seen = -1;
  for (;;) {
    const requests = await tab.evaluate(() => globalThis.performance.getEntriesByType("resource").length);
    if (requests === seen) return;
    seen = requests;
    await tab.waitForTimeout(1_000);
  }
}

/**
 * A Chromium profile with a signed-in session in its storage, for Lighthouse's browser to start from (storage
 * kept): signed in through the sign-in page as a customer does, with playwright-core (the e2e tests' dependency,
 * loaded here only).
 */
async function signedInProfile(origin, account) {
  const { chromium } = await import("playwright-core");
  const profile = mkdtempSync(join(tmpdir(), "waea-lighthouse-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROME_FLAGS.split(" "),
  });
  await signIn(context.pages()[0] ?? (await context.newPage()), origin, account);
  await context.close();
  return profile;
}

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, simulated) of each page, served as `npm
 * start` serves it, with `npx` (not a dependency) and Debian's Chromium (CHROME_PATH overrides it); a signed-in page
 * in a browser that signed in first. Scores move by a few points with the machine's load: run it on a quiet machine.
 */
async function lighthouse(origin) {
  const mark = (ok) => (ok ? "ok" : "BELOW TARGET");
  const work = mkdtempSync(join(tmpdir(), "waea-lighthouse-"));
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const results = new Map(PAGES.map((page) => [page.name, []]));
  try {
    console.log(
      `Lighthouse ${LIGHTHOUSE}, mobile (accessibility target 100)${runs > 1 ? `, ${runs} runs a page` : ""}:\n`,
    );
    for (let run = 0; run < runs; run++)
      for (const page of PAGES) {
        const result = await lighthouseRun(
          origin,
          page,
          join(reports ?? work, `${page.name}${runs > 1 ? `-${run + 1}` : ""}.json`),
        );
        if (result === undefined) continue;
        results.get(page.name).push(result);
        const score = (category) => Math.round((result.categories[category]?.score ?? 0) * 100);
        const metric = (id) => result.audits[id]?.displayValue ?? "-";
        const lcpMs = result.audits["largest-contentful-paint"]?.numericValue ?? Infinity;
        const { targets } = page;
        const performance = score("performance");
        console.log(
          `${page.name.padEnd(10)} performance ${String(performance).padStart(3)} (target ${targets.performance}) ${mark(performance >= targets.performance)}` +
            `   accessibility ${String(score("accessibility")).padStart(3)}   ${result.finalDisplayedUrl.replace(origin, "")}`,
        );
        console.log(
          `${"".padEnd(10)} FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}` +
            (targets.lcpMs === undefined
              ? ""
              : ` (target ${targets.lcpMs / 1000} s) ${mark(lcpMs <= targets.lcpMs)}`) +
            `, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}\n`,
        );
      }
    if (runs > 1) {
      console.log(`Medians of ${runs} runs:`);
      for (const page of PAGES) {
        const done = results.get(page.name);
        if (done.length === 0) continue;
        const performance = median(done.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)));
        const lcpMs = median(done.map((r) => r.audits["largest-contentful-paint"]?.numericValue ?? Infinity));
        const tbtMs = median(done.map((r) => r.audits["total-blocking-time"]?.numericValue ?? Infinity));
        const { targets } = page;
        console.log(
          `${page.name.padEnd(10)} performance ${String(performance).padStart(3)} (target ${targets.performance}) ${mark(performance >= targets.performance)}` +
            `   LCP ${(lcpMs / 1000).toFixed(1)} s${targets.lcpMs === undefined ? "" : ` (target ${targets.lcpMs / 1000} s) ${mark(lcpMs <= targets.lcpMs)}`}` +
            `, TBT ${Math.round(tbtMs)} ms   (${done.length} runs)`,
        );
      }
      console.log();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** One Lighthouse run of a page (a signed-in one from a browser that signed in first): its report, or undefined. */
async function lighthouseRun(origin, page, report) {
  const profile = page.signedIn === undefined ? undefined : await signedInProfile(origin, page.signedIn);
  const attach =
    profile === undefined
      ? [`--chrome-flags=${CHROME_FLAGS}`]
      : [`--chrome-flags=${CHROME_FLAGS} --user-data-dir=${profile}`, "--disable-storage-reset"];
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
      ...attach,
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    },
  );
  if (profile !== undefined) rmSync(profile, { recursive: true, force: true });
  if (run.status !== 0) {
    console.log(`${page.name.padEnd(10)} lighthouse failed (exit ${run.status}); is Chromium installed?`);
    return undefined;
  }
  return JSON.parse(readFileSync(report, "utf8"));
}
