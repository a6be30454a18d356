// Test support for the tests that run the server in a process of its own (not used by the server).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { beforeAll } from "vitest";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));

export interface SpawnedServer {
  readonly child: ChildProcess;
  /** The API base, origin + "/api". */
  readonly api: string;
  /** What it printed so far (stdout and stderr). */
  readonly output: () => string;
}

export interface Exited {
  readonly code: number | null;
  readonly output: string;
}

/**
 * The server bundled as `npm run build` does (build.mjs), once per test worker (the files that spawn it share the
 * bundle: the suite runs without isolation), so it starts in a second or two rather than tsx's ten.
 */
let bundled: Promise<string> | undefined;
const bundleOnce = (): Promise<string> =>
  (bundled ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "waea-bundle-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const outfile = join(dir, "server.mjs");
    await build({
      entryPoints: [MAIN],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile,
      logLevel: "warning",
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
    return outfile;
  })());

/** Call at the top of the file; the returned functions start the bundled server with the given arguments. */
export const useBuiltServer = () => {
  let bundle = "";
  beforeAll(async () => {
    bundle = await bundleOnce();
  }, 30_000);
  const run = (args: ReadonlyArray<string>) =>
    spawn(process.execPath, [bundle, "--port", "0", ...args], {
      env: { ...process.env, FAKE_API_WEB_DIST: tmpdir() },
      stdio: ["ignore", "pipe", "pipe"],
    });
  /** Resolves once it listens (its banner names the API); rejects if it exits first. */
  const start = (args: ReadonlyArray<string>) =>
    new Promise<SpawnedServer>((resolve, reject) => {
      const child = run(args);
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const api = /\(API (\S+),/.exec(out)?.[1];
        if (api !== undefined) resolve({ child, api, output: () => out });
      });
      child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
      child.on("exit", (code) => reject(new Error(`the server exited (${code}): ${out}`)));
    });
  /** Runs it until it exits by itself (a start-up that fails). */
  const exited = (args: ReadonlyArray<string>) =>
    new Promise<Exited>((resolve) => {
      const child = run(args);
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
      child.on("exit", (code) => resolve({ code, output: out }));
    });
  return { start, exited };
};

/** SIGKILL: no handler runs, nothing is flushed. */
export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
