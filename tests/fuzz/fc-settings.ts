// Property and fuzz runs: FC_NUM_RUNS runs them harder, FC_SEED replays a failure (as in packages/domain).
import fc from "fast-check";

const numRuns = Number(process.env["FC_NUM_RUNS"] ?? "100");
const seed = process.env["FC_SEED"];
fc.configureGlobal({
  numRuns: Number.isFinite(numRuns) && numRuns > 0 ? numRuns : 100,
  ...(seed === undefined ? {} : { seed: Number(seed) }),
});
