import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { chmod, lstat, mkdir, readFile, readdir, stat, symlink, writeFile } from "node:fs/promises";
import * as Path from "node:path";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FileStorageProblem } from "./file-storage-problem";
import { fileStorageLayer, makeFileStorage } from "./file-storage";
import { nodeFileSystem, type FileSystem } from "./file-system";
import { makeTempDir } from "./temp-dir";

const run = Effect.runPromise;
const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

let root = "";
let remove: () => Promise<void> = async () => undefined;
beforeEach(async () => ({ root, remove } = await makeTempDir()));
afterEach(() => remove());

describe("file storage", () => {
  it("keeps values in <dir>/session.json and reads them in a new store", async () => {
    const dir = Path.join(root, "config", "waea");
    const store = makeFileStorage(dir);
    await run(store.set(StorageKeys.auth, '{"IdToken":"t"}'));
    await run(store.set(StorageKeys.refreshToken, "r1"));
    await run(store.remove(StorageKeys.refreshToken));
    expect(store.path).toBe(Path.join(dir, "session.json"));
    expect(JSON.parse(await readFile(store.path, "utf8"))).toEqual({ [StorageKeys.auth]: '{"IdToken":"t"}' });
    const again = makeFileStorage(dir);
    expect(await run(again.get(StorageKeys.auth))).toEqual(Option.some('{"IdToken":"t"}'));
    expect(await run(again.get(StorageKeys.refreshToken))).toEqual(Option.none());
    expect(await run(again.get("toString"))).toEqual(Option.none());
    expect(await run(again.keys())).toEqual([StorageKeys.auth]);
    expect(store.problems()).toEqual([]);
  });

  it("reads a missing file as empty without a problem and without creating anything", async () => {
    const dir = Path.join(root, "waea");
    const store = makeFileStorage(dir);
    expect(await run(store.get("k"))).toEqual(Option.none());
    expect(await run(store.keys())).toEqual([]);
    await run(store.remove("k"));
    expect(store.problems()).toEqual([]);
    await expect(stat(dir)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("creates the directory with mode 0700 and the file with mode 0600", async () => {
    const dir = Path.join(root, "xdg", "waea");
    await run(makeFileStorage(dir).set("k", "v"));
    expect(await modeOf(dir)).toBe(0o700);
    expect(await modeOf(Path.join(dir, "session.json"))).toBe(0o600);
  });

  it("sets a file with looser permissions back to 0600 and reports it once", async () => {
    const file = Path.join(root, "session.json");
    await writeFile(file, '{"k":"v"}');
    await chmod(file, 0o644);
    const problems: FileStorageProblem[] = [];
    const store = makeFileStorage(root, { onProblem: (problem) => problems.push(problem) });
    expect(await run(store.get("k"))).toEqual(Option.some("v"));
    expect(await modeOf(file)).toBe(0o600);
    await chmod(file, 0o644);
    await run(store.set("k", "w"));
    expect(await modeOf(file)).toBe(0o600);
    expect(problems).toEqual([{ _tag: "LoosePermissions", path: file, mode: 0o644, fixed: true }]);
  });

  it("never follows a symbolic link: the target is neither chmodded nor read, a write replaces the link", async () => {
    const target = Path.join(root, "elsewhere.json");
    await writeFile(target, '{"waea.auth":"planted"}');
    await chmod(target, 0o644);
    const dir = Path.join(root, "waea");
    await mkdir(dir);
    const file = Path.join(dir, "session.json");
    await symlink(target, file);
    const problems: FileStorageProblem[] = [];
    const store = makeFileStorage(dir, { onProblem: (problem) => problems.push(problem) });
    expect(await run(store.get("waea.auth"))).toEqual(Option.none());
    expect(await modeOf(target)).toBe(0o644);
    expect(problems).toEqual([{ _tag: "SymbolicLink", path: file }]);
    await run(store.set("k", "v"));
    expect((await lstat(file)).isSymbolicLink()).toBe(false);
    expect(await modeOf(file)).toBe(0o600);
    expect(await readFile(target, "utf8")).toBe('{"waea.auth":"planted"}');
    expect(await modeOf(target)).toBe(0o644);
  });

  it("reads a corrupt file as empty, reports it once, and replaces it on the next write", async () => {
    const file = Path.join(root, "session.json");
    await writeFile(file, '{"waea.auth": "secret-tok', { mode: 0o600 });
    const problems: FileStorageProblem[] = [];
    const store = makeFileStorage(root, { onProblem: (problem) => problems.push(problem) });
    expect(await run(store.get(StorageKeys.auth))).toEqual(Option.none());
    expect(await run(store.keys())).toEqual([]);
    expect(problems).toEqual([{ _tag: "CorruptFile", path: file }]);
    expect(JSON.stringify(problems)).not.toContain("secret-tok");
    await run(store.set("k", "v"));
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ k: "v" });
  });

  it("reads an unreadable file as empty and reports its error code", async () => {
    await mkdir(Path.join(root, "session.json"));
    const store = makeFileStorage(root);
    expect(await run(store.get("k"))).toEqual(Option.none());
    const denied: FileSystem = {
      ...nodeFileSystem,
      open: async (): Promise<never> => {
        throw Object.assign(new Error("denied"), { code: "EACCES" });
      },
    };
    const other = makeFileStorage(Path.join(root, "other"), { fs: denied });
    expect(await run(other.keys())).toEqual([]);
    expect([...store.problems(), ...other.problems()].map((p) => [p._tag, "code" in p && p.code])).toEqual([
      ["UnreadableFile", "EISDIR"],
      ["UnreadableFile", "EACCES"],
    ]);
  });

  it("provides the Storage port through fileStorageLayer", async () => {
    const program = Effect.flatMap(Storage, (storage) => storage.set(StorageKeys.cartId, "c1"));
    await run(Effect.provide(program, fileStorageLayer(root)));
    expect(await run(makeFileStorage(root).get(StorageKeys.cartId))).toEqual(Option.some("c1"));
  });
});

describe("file storage writes atomically", () => {
  const failingRename = (seen: string[]): FileSystem => ({
    ...nodeFileSystem,
    rename: async (from) => {
      seen.push(String(from));
      expect((await stat(from)).mode & 0o777).toBe(0o600);
      throw Object.assign(new Error("rename failed"), { code: "EXDEV" });
    },
  });

  it("leaves the old file untouched and no temp file behind when the rename fails", async () => {
    await run(makeFileStorage(root).set("k", "old"));
    const before = await readFile(Path.join(root, "session.json"), "utf8");
    const temps: string[] = [];
    const store = makeFileStorage(root, { fs: failingRename(temps) });
    await run(store.set("k", "new"));
    expect(temps).toHaveLength(1);
    expect(Path.dirname(temps[0] ?? "")).toBe(root);
    expect(await readFile(Path.join(root, "session.json"), "utf8")).toBe(before);
    expect(await readdir(root)).toEqual(["session.json"]);
    expect(await run(store.get("k"))).toEqual(Option.some("old"));
    expect(store.problems()).toEqual([
      { _tag: "WriteFailed", path: Path.join(root, "session.json"), code: "EXDEV" },
    ]);
  });

  it("creates no file at all when the first write fails", async () => {
    const store = makeFileStorage(root, { fs: failingRename([]) });
    await run(store.set("k", "v"));
    expect(await readdir(root)).toEqual([]);
  });

  it("reports a directory it cannot create and changes nothing", async () => {
    await writeFile(Path.join(root, "file"), "");
    const store = makeFileStorage(Path.join(root, "file", "waea"));
    await run(store.set("k", "v"));
    expect(store.problems().map((p) => p._tag)).toEqual(["WriteFailed"]);
    expect(await readdir(root)).toEqual(["file"]);
  });

  it("loses no key when two stores write the same file concurrently", async () => {
    const first = makeFileStorage(root);
    const second = makeFileStorage(root);
    const writes = Array.from({ length: 40 }, (_, index) =>
      (index % 2 === 0 ? first : second).set(`key-${index}`, `value-${index}`),
    );
    await run(Effect.all(writes, { concurrency: "unbounded" }));
    await run(Effect.all([first.remove("key-0"), second.remove("key-1")], { concurrency: "unbounded" }));
    const stored = JSON.parse(await readFile(Path.join(root, "session.json"), "utf8")) as Record<
      string,
      string
    >;
    expect(Object.keys(stored)).toHaveLength(38);
    expect(stored["key-39"]).toBe("value-39");
    expect(await readdir(root)).toEqual(["session.json"]);
    expect([...first.problems(), ...second.problems()]).toEqual([]);
  });
});
