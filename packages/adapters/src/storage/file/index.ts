// The CLI's file store (node only: imports node:fs). Browser code imports `@waea/adapters/storage` instead.
export { DIR_MODE, FILE_MODE, writeFileAtomic } from "./atomic-write";
export { SESSION_FILE_NAME, resolveConfigDir, sessionFilePath } from "./config-dir";
export type { ConfigDirEnv } from "./config-dir";
export { fileStorageLayer, makeFileStorage } from "./file-storage";
export type { FileStorage, FileStorageOptions } from "./file-storage";
export type { FileStorageProblem } from "./file-storage-problem";
export { nodeFileSystem } from "./file-system";
export type { FileSystem } from "./file-system";
