import { randomBytes } from "node:crypto";
import * as Path from "node:path";
import type { FileSystem } from "./file-system";

/** Owner read and write only: the session file holds tokens. */
export const FILE_MODE = 0o600;
/** Owner only: the config directory. */
export const DIR_MODE = 0o700;

/** A temp file name in the same directory (so rename is atomic), hidden and unique per write. */
export const tempPathFor = (path: string): string =>
  Path.join(Path.dirname(path), `.${Path.basename(path)}.${randomBytes(8).toString("hex")}.tmp`);

/** Flushes a directory entry (the rename) to disk where the platform allows it; a no-op elsewhere. */
const syncDirectory = async (fs: FileSystem, dir: string): Promise<void> => {
  try {
    const handle = await fs.open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot open or fsync a directory; the rename itself is still atomic.
  }
};

/**
 * Replaces `path` with `data` (text as UTF-8, or bytes) atomically: a temp file in the same directory, created exclusively with mode 0600,
 * written, fsynced and renamed over the target. Readers see the old file or the new one, never part of one; when
 * any step fails the temp file is removed, the target is untouched and the error is rethrown.
 */
export const writeFileAtomic = async (
  fs: FileSystem,
  path: string,
  data: string | Uint8Array,
): Promise<void> => {
  const temp = tempPathFor(path);
  try {
    const handle = await fs.open(temp, "wx", FILE_MODE);
    try {
      await handle.chmod(FILE_MODE);
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(fs, Path.dirname(path));
};
