import react from "@vitejs/plugin-react";
import { build, type InlineConfig, type Rolldown } from "vite";

/** Which entries (the app, boot-live, each page: their module ids) load a module before they run. */
export type EntryReach = ReadonlyMap<string, ReadonlySet<string>>;

type Chunk = Rolldown.OutputChunk;

/**
 * A first, unwritten and unminified build of the browser bundle with the bundler's own splitting (`options` as the
 * real build has them, without chunk groups of their own): for each module kept after tree-shaking, the entries
 * whose chunk, with the chunks it imports statically, holds it. The real build's chunk groups decide from this what
 * is shared with which page. The module graph before tree-shaking would not do: a page that imports one rule from a
 * domain barrel reaches every module of the barrel there (the sign-up page would reach effect's Schema). About 3 s
 * of CPU.
 */
export const entryReach = async (root: string, options: InlineConfig): Promise<EntryReach> => {
  const result = await build({
    ...options,
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [react()],
    build: { ...options.build, write: false, minify: false, cssMinify: false, manifest: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as ReadonlyArray<Rolldown.RolldownOutput>;
  const chunks = outputs.flatMap((output) =>
    output.output.filter((item): item is Chunk => item.type === "chunk"),
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedWith = (chunk: Chunk, seen = new Set<Chunk>()): Set<Chunk> => {
    if (seen.has(chunk)) return seen;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next !== undefined) loadedWith(next, seen);
    }
    return seen;
  };
  const reach = new Map<string, Set<string>>();
  for (const entry of chunks) {
    const id = entry.facadeModuleId;
    if (id === null) continue;
    for (const chunk of loadedWith(entry))
      for (const module of chunk.moduleIds) {
        const entries = reach.get(module) ?? new Set<string>();
        entries.add(id);
        reach.set(module, entries);
      }
  }
  return reach;
};
