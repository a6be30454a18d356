// Bundles the fake API into one file, dist/server.mjs (`npm run build`, then `npm start` or `node dist/server.mjs`).
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile: "dist/server.mjs",
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
  // pdfmake (pdfkit) reads its own data files beside its modules at run time: it is loaded from node_modules.
  external: ["pdfmake"],
  // Fastify and its plugins are CommonJS and require node built-ins at run time.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
