// Cold-start benchmark of `waea --help` against `node -e 0`: 20 fresh processes each, interleaved so machine noise
// hits both alike, medians compared. Target: at most 1.5. Run with `npm run bench:cli` (root) or `npm run bench`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const RUNS = 20;
const waea = fileURLToPath(new URL("../bin/waea.mjs", import.meta.url));
const build = fileURLToPath(new URL("./build.mjs", import.meta.url));

if (!existsSync(fileURLToPath(new URL("../dist/waea.cjs", import.meta.url))))
  spawnSync(process.execPath, [build], { stdio: "inherit" });

const start = (args) => {
  const began = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { stdio: "ignore" });
  if (run.status !== 0) throw new Error(`${args.join(" ")} exited ${run.status}`);
  return Number(process.hrtime.bigint() - began) / 1e6;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
process.exitCode = ratio <= 1.5 ? 0 : 1;
