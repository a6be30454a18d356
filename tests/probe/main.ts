import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeApi } from "@waea/fake-api/server";
import { formatResults, runProbes } from "./run-probes";

/**
 * `npm run probe -w @waea/tests [-- --url http://localhost:8080]`: tries what an attacker would (issue #11) against
 * a running fake API, or against one it starts on a free port, and prints what held. Exit 1 when anything is open.
 */
const main = async (): Promise<number> => {
  const at = process.argv.indexOf("--url");
  const url = at === -1 ? undefined : process.argv[at + 1];
  const web = mkdtempSync(join(tmpdir(), "waea-probe-web-"));
  writeFileSync(join(web, "index.html"), "<!doctype html><title>waea</title><main><h1>waea</h1></main>");
  const started =
    url === undefined
      ? await startFakeApi({ port: 0, seed: 67, webDist: web, log: () => undefined })
      : undefined;
  try {
    const results = await runProbes(url ?? started?.origin ?? "");
    console.log(formatResults(results));
    const open = results.filter((result) => !result.held).length;
    console.log(
      open === 0
        ? `\nall ${results.length} probes held`
        : `\n${open} of ${results.length} probes found an opening`,
    );
    return open === 0 ? 0 : 1;
  } finally {
    await started?.close();
    rmSync(web, { recursive: true, force: true });
  }
};

process.exitCode = await main();
