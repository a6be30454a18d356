import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

/**
 * `npm run bench:api`: the fake API's invoice list (signed in as postpay@waea.test) against a bare node:http server
 * sending the same bytes, each in its own process, 50 connections for ~10 s each. Target: at least 80% of bare.
 * BENCH_SECONDS and BENCH_ROUNDS change the length and the number of turns.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const startProcess = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  new Promise<{ readonly child: ChildProcess; readonly port: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      args[0]?.endsWith(".ts") === true ? ["--import", "tsx", ...args] : args,
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    child.once("exit", (code) => reject(new Error(`${args[0]} exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /(?:listening |127\.0\.0\.1:)(\d+)/.exec(chunk.toString());
      if (match?.[1] !== undefined) resolve({ child, port: Number(match[1]) });
    });
  });

interface Measured {
  readonly requests: number;
  readonly seconds: number;
  readonly p99: number;
  readonly errors: number;
}

const once = async (url: string, headers: Record<string, string>, seconds: number): Promise<Measured> => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

const total = (runs: ReadonlyArray<Measured>) => ({
  rps: runs.reduce((sum, run) => sum + run.requests, 0) / runs.reduce((sum, run) => sum + run.seconds, 0),
  p99: Math.max(...runs.map((run) => run.p99)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Both servers warm up, then take turns in ROUNDS slices that add up to DURATION seconds each: other work on the
 * machine (two cores shared with autocannon itself) then weighs on both alike. The ratio is the median of the
 * rounds' ratios, so one slice caught by a burst elsewhere does not decide it.
 */
const compare = async (a: string, b: string, headers: Record<string, string>) => {
  await once(a, headers, 2);
  await once(b, headers, 2);
  const slice = DURATION / ROUNDS;
  const first: Measured[] = [];
  const second: Measured[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const api = await once(a, headers, slice);
    const bare = await once(b, headers, slice);
    first.push(api);
    second.push(bare);
    ratios.push(api.requests / api.seconds / (bare.requests / bare.seconds));
  }
  return { api: total(first), baseline: total(second), ratio: median(ratios) };
};

/** The bundle `npm start` runs: built first, so the benchmark measures what users get. */
const buildFakeApi = () =>
  new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, ["build.mjs"], { cwd: `${root}apps/fake-api`, stdio: "inherit" });
    build.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`fake-api build exited with ${code}`)),
    );
  });

const main = async (): Promise<void> => {
  await buildFakeApi();
  const fake = await startProcess(["apps/fake-api/dist/server.mjs", "--port", "0", "--seed", "67"]);
  const base = `http://127.0.0.1:${fake.port}/api`;
  const signIn = await fetch(`${base}/v2/67/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      IdentityProvider: "LOCAL",
      AuthID: "postpay@waea.test",
      AuthCode: "Waea-Demo-2026",
      SPID: 67,
      IncludeRoles: true,
    }),
  });
  const auth = (await signIn.json()) as { JWT: string; AuthResponse: { CustomerUUID: string } };
  const path = `/v3/customer/${auth.AuthResponse.CustomerUUID}/invoices?PageSize=10&PageNumber=1`;
  const headers = { authorization: `Bearer ${auth.JWT}` };
  const body = await (await fetch(`${base}${path}`, { headers })).text();
  const bare = await startProcess(["tests/bench/bare-server.ts"], { BENCH_BODY: body });
  try {
    const { api, baseline, ratio } = await compare(
      `${base}${path}`,
      `http://127.0.0.1:${bare.port}/api${path}`,
      headers,
    );
    console.log(
      `reply ${body.length} bytes, ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} turns`,
    );
    console.log(
      `fake API invoice list : ${api.rps.toFixed(0)} req/s, p99 ${api.p99} ms, errors ${api.errors}`,
    );
    console.log(`bare node:http        : ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
    console.log(`ratio ${(ratio * 100).toFixed(1)}%, median of ${ROUNDS} turns (target at least 80%)`);
    if (api.errors > 0) process.exitCode = 1;
  } finally {
    fake.child.kill("SIGTERM");
    bare.child.kill("SIGTERM");
  }
};

await main();
