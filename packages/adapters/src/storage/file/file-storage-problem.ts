/**
 * Something the file store could not do as asked. Never thrown: the store carries on (a bad file reads as empty,
 * a failed write changes nothing) and reports it so the CLI can warn. No problem carries file content or tokens.
 */
export type FileStorageProblem =
  /** The file is not a JSON object of strings; it was read as empty and is replaced on the next write. */
  | { readonly _tag: "CorruptFile"; readonly path: string }
  /** The file is a symbolic link: it was neither followed, read nor chmodded, and a write replaces the link. */
  | { readonly _tag: "SymbolicLink"; readonly path: string }
  /** The file could not be read (EACCES, EISDIR, ...); it was read as empty. */
  | { readonly _tag: "UnreadableFile"; readonly path: string; readonly code: string }
  /** The file was open to group or others (`mode`); `fixed` when it was set back to 0600. */
  | {
      readonly _tag: "LoosePermissions";
      readonly path: string;
      readonly mode: number;
      readonly fixed: boolean;
    }
  /** A write failed (ENOSPC, EACCES, ...); the file is as it was before. */
  | { readonly _tag: "WriteFailed"; readonly path: string; readonly code: string };

/** One line per distinct problem, to report each once. */
export const problemId = (problem: FileStorageProblem): string =>
  [
    problem._tag,
    problem.path,
    "code" in problem ? problem.code : "",
    "mode" in problem ? problem.mode : "",
  ].join("|");
