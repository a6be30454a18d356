import { existsSync, readFileSync } from "node:fs";
import { chmod, rename, writeFile } from "node:fs/promises";
import { WORLD_SLICES, type World } from "./world";

/** Reads a persisted world; missing slices (added since the file was written) come from the fresh seed. */
export const loadWorld = (file: string, fresh: World): World | undefined => {
  if (!existsSync(file)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`the state file ${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  if (typeof data !== "object" || data === null || typeof (data as { seed?: unknown }).seed !== "number")
    throw new Error(`the state file ${file} does not hold a waea world (no seed)`);
  const loaded = data as Partial<World> & { readonly seed: number };
  const merged: Record<string, unknown> = { ...fresh, seed: loaded.seed };
  for (const slice of WORLD_SLICES) if (loaded[slice] !== undefined) merged[slice] = loaded[slice];
  return merged as unknown as World;
};

/**
 * Writes the world atomically: a temporary file with mode 0600 renamed over the old one, so a crash mid-write
 * never leaves half a world. Writes are coalesced: while one runs, the next waits and writes the latest state.
 */
export const makePersister = (file: string, current: () => World, onError: (error: Error) => void) => {
  let running: Promise<void> | undefined;
  let again = false;
  const write = async (): Promise<void> => {
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(current()), { mode: 0o600 });
    await chmod(temp, 0o600);
    await rename(temp, file);
  };
  const loop = async (): Promise<void> => {
    do {
      again = false;
      await write().catch((error: unknown) => onError(error as Error));
    } while (again);
    running = undefined;
  };
  return {
    changed: (): void => {
      if (running !== undefined) again = true;
      else running = loop();
    },
    flush: async (): Promise<void> => {
      while (running !== undefined) await running;
    },
  };
};
