import { constants } from "node:fs";
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

/** Read only, never through a symbolic link, never waiting on a FIFO (node's flags; 0 where a platform has none). */
const READ_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** What opening a symbolic link with O_NOFOLLOW fails with: ELOOP on Linux and macOS, EMLINK on FreeBSD. */
const SYMLINK_CODES: ReadonlySet<string> = new Set(["ELOOP", "EMLINK"]);

/**
 * Reads the session file tolerantly: a missing file is empty; an unreadable or corrupt one is empty and reported.
 * The file is opened without following a symbolic link, and is looked at, tightened and read through that one
 * handle, so a link (or a swap for one) never sends the chmod or the read to another file: a link reads as empty
 * and is reported, and the next write replaces the link itself (rename), not what it points at. A file open to
 * group or others is set back to 0600 first (and reported). Never rejects.
 */
export const readSessionFile = async (fs: FileSystem, path: string): Promise<SessionFileRead> => {
  const problems: FileStorageProblem[] = [];
  const empty = (problem?: FileStorageProblem): SessionFileRead => ({
    entries: new Map(),
    problems: problem === undefined ? problems : [...problems, problem],
  });
  try {
    const handle = await fs.open(path, READ_FLAGS);
    try {
      const stats = await handle.stat();
      if (!stats.isFile())
        return empty({ _tag: "UnreadableFile", path, code: stats.isDirectory() ? "EISDIR" : "ENOTFILE" });
      const mode = stats.mode & 0o777;
      if ((mode & GROUP_OR_OTHER) !== 0) {
        const fixed = await handle.chmod(FILE_MODE).then(
          () => true,
          () => false,
        );
        problems.push({ _tag: "LoosePermissions", path, mode, fixed });
      }
      const entries = parseEntries(await handle.readFile("utf8"));
      return entries === undefined ? empty({ _tag: "CorruptFile", path }) : { entries, problems };
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = errorCode(error);
    if (SYMLINK_CODES.has(code)) return empty({ _tag: "SymbolicLink", path });
    // No file yet (ENOTDIR: a parent is a file, which the next write reports).
    return code === "ENOENT" || code === "ENOTDIR" ? empty() : empty({ _tag: "UnreadableFile", path, code });
  }
};
