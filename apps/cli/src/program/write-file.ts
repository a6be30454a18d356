import { lstat } from "node:fs/promises";
import { nodeFileSystem, writeFileAtomic } from "@waea/adapters/storage/file";

/**
 * Saves `bytes` (an invoice PDF, a customer's personal data) the way the session file is written: atomically, mode
 * 0600, through the file store's writer.
 */
export const saveFile = (path: string, bytes: Uint8Array): Promise<void> =>
  writeFileAtomic(nodeFileSystem, path, bytes);

/** Whether something (a file, a directory, a link) is at `path` already. */
export const pathExists = async (path: string): Promise<boolean> =>
  lstat(path).then(
    () => true,
    () => false,
  );
