import type { FileStorageProblem } from "@waea/adapters/storage/file";
import { text, type Text } from "../output/view";

/** What the CLI says about a problem with the session file (on stderr; the run carries on). */
export const storageWarning = (problem: FileStorageProblem): Text => {
  switch (problem._tag) {
    case "CorruptFile":
      return text("cli.storage.corrupt", { path: problem.path });
    case "SymbolicLink":
      return text("cli.storage.symlink", { path: problem.path });
    case "UnreadableFile":
      return text("cli.storage.unreadable", { path: problem.path, code: problem.code });
    case "LoosePermissions":
      return text(problem.fixed ? "cli.storage.permissions_fixed" : "cli.storage.permissions_loose", {
        path: problem.path,
        mode: problem.mode.toString(8).padStart(4, "0"),
      });
    case "WriteFailed":
      return text("cli.storage.write_failed", { path: problem.path, code: problem.code });
  }
};
