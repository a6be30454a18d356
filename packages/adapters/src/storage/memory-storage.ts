/** The in-memory Storage port is the domain's own: the shells use it for tests and when nothing should persist. */
export { makeMemoryStorage, memoryStorageLayer } from "@waea/domain/ports";
