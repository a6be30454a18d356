import type { OutputStream } from "../output/render";

/** The process's side of the CLI, passed in so tests can run commands without a terminal or files. */
export interface CliIo {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly stdinIsTTY: boolean;
  /** All of stdin, as text (for --password-stdin). */
  readonly readStdin: () => Promise<string>;
  /** Writes a whole file atomically (program/write-file.ts). */
  readonly writeFile: (path: string, bytes: Uint8Array) => Promise<void>;
  /** Whether anything is at a path already. */
  readonly fileExists: (path: string) => Promise<boolean>;
}

const readAll = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
};

export const nodeIo = (): CliIo => ({
  stdout: { write: (chunk) => void process.stdout.write(chunk), isTTY: process.stdout.isTTY === true },
  stderr: { write: (chunk) => void process.stderr.write(chunk), isTTY: process.stderr.isTTY === true },
  stdinIsTTY: process.stdin.isTTY === true,
  readStdin: () => readAll(process.stdin),
  writeFile: async (path, bytes) => (await import("./write-file")).saveFile(path, bytes),
  fileExists: async (path) => (await import("./write-file")).pathExists(path),
});
