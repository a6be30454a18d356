import { randomBytes } from "node:crypto";
import { lstat, open, rename, unlink } from "node:fs/promises";
import * as Path from "node:path";

/** Owner read and write only: what the CLI saves (an invoice PDF) is a customer's personal data. */
export const SAVED_FILE_MODE = 0o600;

/**
 * Writes `bytes` to `path` atomically: a hidden temp file beside it (created exclusively, mode 0600), written,
 * synced and renamed over the target. Readers see the old file or the whole new one; on any failure the temp file
 * is removed and the target is as it was.
 */
export const writeFileAtomic = async (path: string, bytes: Uint8Array): Promise<void> => {
  const temp = Path.join(Path.dirname(path), `.${Path.basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await open(temp, "wx", SAVED_FILE_MODE);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
};

/** Whether something (a file, a directory, a link) is at `path` already. */
export const pathExists = async (path: string): Promise<boolean> =>
  lstat(path).then(
    () => true,
    () => false,
  );
