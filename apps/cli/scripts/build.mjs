// Bundles the CLI into one file, dist/waea.cjs, for start-up speed: one file to read, nothing to resolve, and a
// V8 code cache beside it (bin/waea.mjs) so later starts skip compiling it. Command modules stay lazily
// initialised inside the bundle (they are reached through dynamic import()), so `waea --help` evaluates neither
// effect nor the domain. CommonJS because node 20 can only code-cache scripts (vm.Script), not ES modules.
// `--outfile FILE` builds elsewhere (tests/cli builds its own copy, so it never races a rebuild of dist/).
import { build } from "esbuild";
import { rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const at = process.argv.indexOf("--outfile");
const outfile = at < 0 ? "dist/waea.cjs" : resolve(process.argv[at + 1] ?? "");
if (at < 0) rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true });

const result = await build({
  absWorkingDir: root,
  metafile: true,
  entryPoints: ["src/main.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20.19",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
  // Loaded from node_modules on the first prompt only: bundled, its editor prompt's encodings would triple the
  // file every start reads.
  external: ["@inquirer/prompts"],
  // import() of that external becomes require(), which the code-cached script has (a vm.Script has no loader).
  supported: { "dynamic-import": false },
});

// The project's own files the bundle was built from (bin/waea.mjs rebuilds when one is newer than the bundle).
const inputs = Object.keys(result.metafile.inputs).filter((path) => !path.includes("node_modules/"));
writeFileSync(
  `${resolve(root, outfile)}.inputs.json`,
  JSON.stringify(inputs.map((path) => resolve(root, path))),
);
