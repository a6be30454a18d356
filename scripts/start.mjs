#!/usr/bin/env node
// `npm start`: the portal and the fake operator API on one port (PORT, default 8080).
// Builds the web app, the fake API and the `waea` CLI bundle first when their sources changed (turbo's cache makes
// a rebuild-free start take about a second), then runs the bundled server. Extra arguments go to the server: `npm start -- --seed 7`.
// `--no-build` (first) skips the build: for a second server started right after a first one built (the e2e runner).
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const turbo = fileURLToPath(new URL("../node_modules/turbo/bin/turbo", import.meta.url));
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };
const skipBuild = process.argv[2] === "--no-build";
const serverArgs = process.argv.slice(skipBuild ? 3 : 2);

const build = skipBuild
  ? { status: 0 }
  : spawnSync(
      process.execPath,
      [
        turbo,
        "run",
        "build",
        "--filter=@waea/web",
        "--filter=@waea/fake-api",
        "--filter=@waea/cli",
        "--output-logs=errors-only",
      ],
      { cwd: root, stdio: "inherit", env },
    );
if (build.status !== 0) {
  console.error("waea: the build failed; see the errors above.");
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["apps/fake-api/dist/server.mjs", ...serverArgs], {
  cwd: root,
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
// Whoever started us went away without a signal (a test runner killed hard): stop the server rather than keep the
// port taken by an orphan.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill("SIGTERM");
}, 2000).unref();
server.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
