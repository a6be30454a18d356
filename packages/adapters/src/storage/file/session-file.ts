import { FILE_MODE } from "./atomic-write";
import type { FileStorageProblem } from "./file-storage-problem";
import { errorCode, type FileSystem } from "./file-system";

export interface SessionFileRead {
  readonly entries: Map<string, string>;
  readonly problems: ReadonlyArray<FileStorageProblem>;
}

const GROUP_OR_OTHER = 0o077;

/** The entries of a JSON object whose values are all strings; undefined for anything else. */
export const parseEntries = (text: string): Map<string, string> | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, item]) => typeof item === "string")
    ? new Map(entries as Array<[string, string]>)
    : undefined;
};

/** The session file as JSON text: keys sorted, one per line. */
export const formatEntries = (entries: ReadonlyMap<string, string>): string =>
  `${JSON.stringify(Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 2)}\n`;

/**
 * Reads the session file tolerantly: a missing file is empty; an unreadable or corrupt one is empty and reported.
 * A file open to group or others is set back to 0600 first (and reported). Never rejects.
 */
export const readSessionFile = async (fs: FileSystem, path: string): Promise<SessionFileRead> => {
  const problems: FileStorageProblem[] = [];
  const empty = (problem?: FileStorageProblem): SessionFileRead => ({
    entries: new Map(),
    problems: problem === undefined ? problems : [...problems, problem],
  });
  try {
    const stats = await fs.stat(path);
    if (!stats.isFile())
      return empty({ _tag: "UnreadableFile", path, code: stats.isDirectory() ? "EISDIR" : "ENOTFILE" });
    const mode = stats.mode & 0o777;
    if ((mode & GROUP_OR_OTHER) !== 0) {
      const fixed = await fs.chmod(path, FILE_MODE).then(
        () => true,
        () => false,
      );
      problems.push({ _tag: "LoosePermissions", path, mode, fixed });
    }
    const entries = parseEntries(await fs.readFile(path, "utf8"));
    return entries === undefined ? empty({ _tag: "CorruptFile", path }) : { entries, problems };
  } catch (error) {
    const code = errorCode(error);
    // No file yet (ENOTDIR: a parent is a file, which the next write reports).
    return code === "ENOENT" || code === "ENOTDIR" ? empty() : empty({ _tag: "UnreadableFile", path, code });
  }
};
