import * as NodeFs from "node:fs/promises";

/** The file operations the file store uses: node's by default, replaceable in tests to simulate failures. */
export type FileSystem = Pick<
  typeof NodeFs,
  "chmod" | "mkdir" | "open" | "readFile" | "rename" | "stat" | "unlink"
>;

export const nodeFileSystem: FileSystem = NodeFs;

/** The error code of a failed file operation (ENOENT, EACCES, ...), never its message (which may quote paths). */
export const errorCode = (error: unknown): string => {
  const code =
    typeof error === "object" && error !== null ? (error as { readonly code?: unknown }).code : undefined;
  return typeof code === "string" ? code : "UNKNOWN";
};
