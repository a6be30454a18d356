#!/usr/bin/env node
// The `waea` command. Runs the bundle (dist/waea.cjs), building it first when it is missing (a fresh clone after
// npm install) or older than a source it is built from (a checkout where someone changed the code), through a V8
// code cache kept beside it: a start then skips compiling half a megabyte of script. A stale or unreadable cache is
// rejected by V8 and rewritten; a read-only dist/ just runs without one.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";

const file = fileURLToPath(new URL("../dist/waea.cjs", import.meta.url));
const cacheFile = `${file}.cache`;

/**
 * Whether one of the project's files the bundle was built from (the build lists them beside it) changed since: a
 * few hundred stat calls, about 4 ms. A file that is gone counts as a change; so does a missing list.
 */
const stale = () => {
  const built = statSync(file).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(`${file}.inputs.json`, "utf8"));
  } catch {
    return true;
  }
  return inputs.some((path) => (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > built);
};

if (!existsSync(file) || stale()) {
  const built = spawnSync(
    process.execPath,
    [fileURLToPath(new URL("../scripts/build.mjs", import.meta.url))],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (built.status !== 0) {
    process.stderr.write("waea: could not build dist/waea.cjs (run: npm run build -w @waea/cli)\n");
    process.exit(1);
  }
}

const read = (path) => {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
};

const cachedData = read(cacheFile);
const script = new Script(
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, "utf8")}\n})`,
  {
    filename: file,
    ...(cachedData === undefined ? {} : { cachedData }),
  },
);
if (cachedData === undefined || script.cachedDataRejected === true)
  process.once("exit", () => {
    try {
      const temp = `${cacheFile}.${process.pid}`;
      writeFileSync(temp, script.createCachedData());
      renameSync(temp, cacheFile);
    } catch {
      // No cache this time (read-only install): the next start compiles again.
    }
  });
const module = { exports: {} };
script.runInThisContext()(
  module.exports,
  createRequire(file),
  module,
  file,
  fileURLToPath(new URL("../dist", import.meta.url)),
);
