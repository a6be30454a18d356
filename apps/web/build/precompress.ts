import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt)$/;

/** Writes file.gz and file.br beside a text file of at least minBytes. */
export const compressBeside = async (file: string, minBytes = 512): Promise<void> => {
  const bytes = await readFile(file);
  if (bytes.length < minBytes) return;
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
};

const filesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

/**
 * Writes a .br and a .gz beside every text asset of the build, so the server (the fake API's static files, with
 * preCompressed) sends compressed bytes without compressing on each request. Small files are left alone. The
 * prerendered pages (prerender.ts) compress themselves as they are written, and are skipped here.
 */
export const precompress = (minBytes = 512): Plugin => {
  let outDir = "dist";
  let ssr = false;
  return {
    name: "waea-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = config.build.ssr !== false;
    },
    async closeBundle() {
      if (ssr) return;
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${sep}prerendered${sep}`)) continue;
        await compressBeside(file, minBytes);
      }
    },
  };
};
