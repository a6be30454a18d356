import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";
import * as Path from "node:path";
import { Storage, type StorageService } from "@waea/domain/ports";
import { DIR_MODE, writeFileAtomic } from "./atomic-write";
import { sessionFilePath } from "./config-dir";
import { problemId, type FileStorageProblem } from "./file-storage-problem";
import { errorCode, nodeFileSystem, type FileSystem } from "./file-system";
import { formatEntries, readSessionFile } from "./session-file";
import { serialize } from "./serialize";

export interface FileStorageOptions {
  /** The file operations; node's by default (tests replace some to simulate failures). */
  readonly fs?: FileSystem;
  /** Called once per distinct problem, e.g. for the CLI to print a warning. */
  readonly onProblem?: (problem: FileStorageProblem) => void;
}

export interface FileStorage extends StorageService {
  /** The session file: `<dir>/session.json`. */
  readonly path: string;
  /** Every distinct problem met so far, oldest first. */
  readonly problems: () => ReadonlyArray<FileStorageProblem>;
}

/**
 * The Storage port over one JSON file, `<dir>/session.json`, for the CLI. The directory is created with mode 0700,
 * the file is replaced atomically with mode 0600 (also tightened when it was looser), reads are tolerant and every
 * operation reads the file afresh, so two stores (or two CLI runs) see each other's writes. Never fails: problems
 * are reported through `onProblem` and `problems()`.
 */
export const makeFileStorage = (dir: string, options: FileStorageOptions = {}): FileStorage => {
  const fs = options.fs ?? nodeFileSystem;
  const path = sessionFilePath(Path.resolve(dir));
  const seen = new Map<string, FileStorageProblem>();

  const report = (problems: ReadonlyArray<FileStorageProblem>): void => {
    for (const problem of problems) {
      const id = problemId(problem);
      if (seen.has(id)) continue;
      seen.set(id, problem);
      options.onProblem?.(problem);
    }
  };

  const read = async (): Promise<Map<string, string>> => {
    const { entries, problems } = await readSessionFile(fs, path);
    report(problems);
    return entries;
  };

  /** Reads, changes and writes back in this file's turn; a write that fails changes nothing and is reported. */
  const update = (change: (entries: Map<string, string>) => boolean): Effect.Effect<void> =>
    Effect.promise(() =>
      serialize(path, async () => {
        try {
          const entries = await read();
          if (!change(entries)) return;
          await fs.mkdir(Path.dirname(path), { recursive: true, mode: DIR_MODE });
          await writeFileAtomic(fs, path, formatEntries(entries));
        } catch (error) {
          report([{ _tag: "WriteFailed", path, code: errorCode(error) }]);
        }
      }),
    );

  return {
    path,
    problems: () => [...seen.values()],
    get: (key) => Effect.promise(async () => Option.fromNullable((await read()).get(key))),
    keys: () => Effect.promise(async () => [...(await read()).keys()]),
    set: (key, value) =>
      update((entries) => {
        if (entries.get(key) === value) return false;
        entries.set(key, value);
        return true;
      }),
    remove: (key) => update((entries) => entries.delete(key)),
  };
};

/** The Storage port over `<dir>/session.json`; the CLI's env.ts decides `dir` (see resolveConfigDir). */
export const fileStorageLayer = (dir: string, options?: FileStorageOptions): Layer.Layer<Storage> =>
  Layer.sync(Storage, () => makeFileStorage(dir, options));
