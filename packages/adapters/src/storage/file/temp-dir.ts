import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import * as Path from "node:path";

/** A fresh temporary directory for one test, and its removal. */
export const makeTempDir = async (): Promise<{
  readonly root: string;
  readonly remove: () => Promise<void>;
}> => {
  const root = await mkdtemp(Path.join(tmpdir(), "waea-storage-"));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
};
