import type { Rolldown } from "vite";

/** What the bundler says of one output chunk: whether it is the app's entry, its static imports, its modules. */
export interface ChunkFacts {
  readonly isEntry: boolean;
  readonly imports: ReadonlyArray<string>;
  readonly module: string | null;
  /** Every module in it (a chunk group's modules, which has no facade module). */
  readonly modules: ReadonlyArray<string>;
  /** The stylesheets it brings (Vite's `importedCss`). */
  readonly css?: ReadonlyArray<string>;
}

/** The output chunks of a bundle by file name, as generateBundle sees them (after the bundler has named them). */
export const chunkFactsOf = (bundle: Rolldown.OutputBundle): Map<string, ChunkFacts> => {
  const chunks = new Map<string, ChunkFacts>();
  for (const chunk of Object.values(bundle))
    if (chunk.type === "chunk")
      chunks.set(chunk.fileName, {
        isEntry: chunk.isEntry,
        imports: chunk.imports,
        module: chunk.facadeModuleId,
        modules: chunk.moduleIds,
        css: [...(chunk.viteMetadata?.importedCss ?? [])],
      });
  return chunks;
};

/** Every file a chunk has loaded once it runs: itself and its static imports, transitively (added to `seen`). */
export const loadedWith = (
  chunks: ReadonlyMap<string, Pick<ChunkFacts, "imports">>,
  file: string,
  seen: Set<string> = new Set(),
): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of chunks.get(file)?.imports ?? []) loadedWith(chunks, next, seen);
  return seen;
};
