import { makeProbeClient } from "./probe-client";
import { probes, type ProbeOutcome } from "./probes";

export interface ProbeResult extends ProbeOutcome {
  readonly name: string;
}

/** Runs every probe against a fake API at `origin`, one after another (a probe may sign in and change things). */
export const runProbes = async (origin: string): Promise<ReadonlyArray<ProbeResult>> => {
  const client = makeProbeClient(origin);
  const results: ProbeResult[] = [];
  for (const probe of probes) {
    const found = await probe.run(client).catch((error: unknown): ProbeOutcome => ({
      held: false,
      detail: `the probe could not run: ${error instanceof Error ? error.message : String(error)}`,
    }));
    results.push({ name: probe.name, ...found });
  }
  return results;
};

/** One line per probe: HELD or OPEN, what was tried, what was seen. */
export const formatResults = (results: ReadonlyArray<ProbeResult>): string =>
  results
    .map((result) => `${result.held ? "HELD" : "OPEN"}  ${result.name}\n      ${result.detail}`)
    .join("\n");
