// `npm run bench:cli` (root) or `npm run bench`: two measurements of the built CLI.
// (a) Cold start: 20 fresh processes each of `waea --help` and `node -e 0`, interleaved so machine noise hits both
//     alike, medians compared. Target: a ratio of at most 1.5.
// (b) Throughput: the built fake API with --bulk 1000 on a free port, `waea login bulk@waea.test` in a temp
//     XDG_CONFIG_HOME, then `waea account check --all --json`, timed as a whole process (start-up included), three
//     times; the median in accounts per second. Target: at least 200. BENCH_BULK changes the number of accounts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const RUNS = 20;
const CHECK_RUNS = 3;
const BULK = Number(process.env.BENCH_BULK ?? 1000);
const root = fileURLToPath(new URL("../../..", import.meta.url));
const waea = fileURLToPath(new URL("../bin/waea.mjs", import.meta.url));
const build = fileURLToPath(new URL("./build.mjs", import.meta.url));
const server = join(root, "apps/fake-api/dist/server.mjs");
const turbo = join(root, "node_modules/turbo/bin/turbo");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const millisSince = (began) => Number(process.hrtime.bigint() - began) / 1e6;

const coldStarts = () => {
  // Always from the current sources: the launcher builds only a missing bundle.
  const built = spawnSync(process.execPath, [build], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("could not build the CLI bundle");
  const start = (args) => {
    const began = process.hrtime.bigint();
    const run = spawnSync(process.execPath, args, { stdio: "ignore" });
    if (run.status !== 0) throw new Error(`${args.join(" ")} exited ${run.status}`);
    return millisSince(began);
  };
  // One start first, as after any install: it writes the code cache the later starts use.
  start([waea, "--help"]);
  const node = [];
  const cli = [];
  for (let i = 0; i < RUNS; i += 1) {
    node.push(start(["-e", "0"]));
    cli.push(start([waea, "--help"]));
  }
  const ratio = median(cli) / median(node);
  console.log(`node -e 0     median ${median(node).toFixed(1)} ms (${RUNS} runs)`);
  console.log(`waea --help   median ${median(cli).toFixed(1)} ms (${RUNS} runs)`);
  console.log(`ratio         ${ratio.toFixed(2)} (target <= 1.5)`);
  return ratio <= 1.5;
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

const waitForHealth = async (baseUrl, api) => {
  for (let i = 0; i < 600; i += 1) {
    if (api.exitCode !== null) throw new Error(`the fake API exited ${api.exitCode}`);
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the fake API did not start within 60 s");
};

const throughput = async () => {
  // turbo's cache makes this about a second when the fake API has not changed; its output only on failure.
  const built = spawnSync(
    process.execPath,
    [turbo, "run", "build", "--filter=@waea/fake-api", "--output-logs=errors-only"],
    { cwd: root, encoding: "utf8", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
  );
  if (built.status !== 0 || !existsSync(server)) {
    process.stderr.write(`${built.stdout}${built.stderr}`);
    throw new Error("could not build the fake API");
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}/api`;
  const api = spawn(process.execPath, [server, "--port", String(port), "--bulk", String(BULK)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const home = mkdtempSync(join(tmpdir(), "waea-bench-"));
  const env = { ...process.env, XDG_CONFIG_HOME: home, WAEA_API_URL: baseUrl, NO_COLOR: "1" };
  delete env.WAEA_TOKEN;
  try {
    const began = process.hrtime.bigint();
    await waitForHealth(baseUrl, api);
    console.log(`fake API      ${BULK} bulk accounts seeded in ${(millisSince(began) / 1000).toFixed(1)} s`);
    const login = spawnSync(process.execPath, [waea, "login", "bulk@waea.test", "--password-stdin"], {
      input: "Waea-Demo-2026\n",
      env,
      encoding: "utf8",
    });
    if (login.status !== 0) throw new Error(`waea login exited ${login.status}: ${login.stderr}`);
    const rates = [];
    for (let i = 0; i < CHECK_RUNS; i += 1) {
      const start = process.hrtime.bigint();
      // Asynchronously, so this process never holds up anything; the fake API is its own process.
      const run = await new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [waea, "account", "check", "--all", "--json"], { env });
        let stdout = "";
        child.stdout.on("data", (chunk) => (stdout += chunk));
        child.on("error", reject);
        child.on("close", (code) => resolve({ code, stdout }));
      });
      const seconds = millisSince(start) / 1000;
      const summary = JSON.parse(run.stdout).summary;
      if (run.code !== 3 || summary.checked !== BULK || summary.failed !== 0)
        throw new Error(`account check: exit ${run.code}, summary ${JSON.stringify(summary)}`);
      rates.push(BULK / seconds);
      console.log(
        `check --all   ${BULK} accounts in ${seconds.toFixed(2)} s: ${(BULK / seconds).toFixed(0)} accounts/s`,
      );
    }
    console.log(`throughput    median ${median(rates).toFixed(0)} accounts/s (target >= 200)`);
    return median(rates) >= 200;
  } finally {
    api.kill("SIGTERM");
    rmSync(home, { recursive: true, force: true });
  }
};

const fastStart = coldStarts();
const fastCheck = await throughput();
process.exitCode = fastStart && fastCheck ? 0 : 1;
