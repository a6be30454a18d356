import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import * as Either from "effect/Either";
import * as ParseResult from "effect/ParseResult";
import * as Schema from "effect/Schema";
import type { World } from "./world";
import { WorldSchema } from "./world-schema";

const decodeWorld = Schema.decodeUnknownEither(WorldSchema, { errors: "first" });

const shortened = (text: string): string => (text.length > 300 ? `${text.slice(0, 300)}...` : text);

/**
 * Reads a persisted world, checked against the world's schema. A file that does not hold one stops start-up with
 * an error naming the file and the first field that is wrong; the file is only read, never changed.
 */
export const loadWorld = (file: string): World | undefined => {
  if (!existsSync(file)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`the state file ${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const decoded = decodeWorld(data);
  if (Either.isLeft(decoded)) {
    const issue = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)[0];
    const field = issue === undefined || issue.path.length === 0 ? "(the whole file)" : issue.path.join(".");
    throw new Error(
      `the state file ${file} does not hold a waea world: ${field}: ${shortened(issue?.message ?? "")} ` +
        "(fix or remove the file; it was left as it is)",
    );
  }
  // Checked, not rebuilt: the file's records are kept exactly as written (the schema ignores, and would drop,
  // fields it does not name); only the parts a file from before them lacks are added, with their schema defaults.
  return withMissingParts(data, decoded.right) as World;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `data` with every key the decoded world has and `data` lacks (a slice's default), at any depth; nothing removed. */
const withMissingParts = (data: unknown, decoded: unknown): unknown => {
  if (!isRecord(data) || !isRecord(decoded)) return data;
  for (const [key, value] of Object.entries(decoded)) {
    if (!Object.hasOwn(data, key)) data[key] = value;
    else withMissingParts(data[key], value);
  }
  return data;
};

const tempPattern = (file: string) => {
  const name = basename(file).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${name}\\.\\d+\\.tmp$`);
};

/** Removes the temporary files a killed writer left beside the state file (`<file>.<pid>.tmp`). */
export const removeStaleTemps = (file: string): void => {
  const dir = dirname(file);
  if (!existsSync(dir)) return;
  const pattern = tempPattern(file);
  for (const name of readdirSync(dir)) if (pattern.test(name)) rmSync(join(dir, name), { force: true });
};

/** Writes `text` to `file` durably: a 0600 temp file, fsynced, renamed over the old one, the directory fsynced. */
const writeDurably = async (file: string, text: string): Promise<void> => {
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, "w", 0o600);
  try {
    await handle.chmod(0o600);
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
  // The rename itself is durable once the directory is synced (not possible on every platform: best effort).
  const directory = await open(dirname(file), "r").catch(() => undefined);
  if (directory === undefined) return;
  await directory
    .sync()
    .catch(() => undefined)
    .finally(() => directory.close());
};

interface Waiter {
  readonly generation: number;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * Persists the world: each write is atomic and fsynced (writeDurably), so a crash, even kill -9, never leaves half a
 * world and never loses a change whose `saved()` resolved. Changes are numbered; writes are coalesced (group
 * commit): while one runs, the changes after it wait for the next, which writes the latest state once for all.
 */
export const makePersister = (file: string, current: () => World, onError: (error: Error) => void) => {
  /** The number of the latest change, and of the latest one a write has finished (or failed) for. */
  let requested = 0;
  let done = 0;
  let running: Promise<void> | undefined;
  let waiters: Array<Waiter> = [];
  const settle = (upTo: number, error?: Error): void => {
    const due = waiters.filter((waiter) => waiter.generation <= upTo);
    waiters = waiters.filter((waiter) => waiter.generation > upTo);
    for (const waiter of due)
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
  };
  const loop = async (): Promise<void> => {
    while (done < requested) {
      // Taken together, synchronously: the text holds every change up to `upTo`.
      const upTo = requested;
      const text = JSON.stringify(current());
      const error = await writeDurably(file, text).then(
        () => undefined,
        (cause: unknown) => cause as Error,
      );
      done = upTo;
      if (error !== undefined) onError(error);
      settle(upTo, error);
    }
    running = undefined;
  };
  const changed = (): void => {
    requested += 1;
    running ??= loop();
  };
  return {
    changed,
    /** Resolves once every change so far is on disk; rejects when the write that held them failed. */
    saved: (): Promise<void> => {
      if (done >= requested) return Promise.resolve();
      const generation = requested;
      return new Promise<void>((resolve, reject) => waiters.push({ generation, resolve, reject }));
    },
    flush: async (): Promise<void> => {
      while (running !== undefined) await running;
    },
  };
};
