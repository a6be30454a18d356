import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { build, type Rolldown } from "vite";
import { compressBeside } from "./precompress";

/**
 * Builds the prerendered pages' starter (src/app/after-paint-main.ts) alone, as one small module with no imports, into
 * the browser build's assets with a hash of its content in its name, as the build names its own files. Returns the
 * URL the pages load it from.
 */
export const buildAfterPaintScript = async (root: string, outDir: string, base: string): Promise<string> => {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry: resolve(root, "src/app/after-paint-main.ts"), formats: ["es"] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as ReadonlyArray<Rolldown.RolldownOutput>;
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === "chunk");
  const [chunk] = chunks;
  if (chunk === undefined || chunks.length !== 1)
    throw new Error(`the after-paint starter built into ${chunks.length} chunks, not one`);
  const hash = createHash("sha256").update(chunk.code).digest("base64url").slice(0, 8);
  const name = `after-paint-${hash}.js`;
  await writeFile(join(outDir, "assets", name), chunk.code);
  await compressBeside(join(outDir, "assets", name));
  return `${base}assets/${name}`;
};
