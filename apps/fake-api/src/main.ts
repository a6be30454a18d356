// First, before any module builds state: see pin-tick-shape.ts.
import "./pin-tick-shape";
import { fileURLToPath } from "node:url";
import { USAGE, parseCliOptions } from "./cli-options";
import { readEnv } from "./env";
import { startFakeApi } from "./server";

/**
 * `node dist/server.mjs` (npm start) or `tsx src/main.ts`: the fake operator API on one port, with the built web
 * app beside it. Both this file and the bundle sit one level below apps/fake-api, so ../../web/dist is the web app.
 */
const main = async (): Promise<void> => {
  const argv = process.argv.slice(2);
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  let options;
  try {
    options = parseCliOptions(argv, readEnv());
  } catch (error) {
    console.error(`fake-api: ${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const webDist = options.webDist ?? fileURLToPath(new URL("../../web/dist", import.meta.url));
  const running = await startFakeApi({ ...options, webDist });
  // The seed of the world it serves: a state file keeps the seed it was written with, whatever --seed says.
  const seed = running.store.world.seed;
  const kept = seed === options.seed ? "" : ` from the state file, not --seed ${options.seed}`;
  console.log(
    `waea fake API on ${running.origin} (API ${running.baseUrl}, seed ${seed}${kept}` +
      `${options.control ? ", control on" : ""}${options.nonProduction ? ", non-production settings" : ""}${options.stateFile === undefined ? "" : `, state ${options.stateFile}`})`,
  );
  // A simulator keeps serving: a stray error outside a request is logged, never fatal.
  process.on("uncaughtException", (error) => console.error(`fake-api: ${error.stack ?? error.message}`));
  process.on("unhandledRejection", (reason) => console.error(`fake-api: ${String(reason)}`));
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
};

main().catch((error: unknown) => {
  console.error(`fake-api: ${(error as Error).message}`);
  process.exitCode = 1;
});
