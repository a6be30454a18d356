// The storage keys alone (`@waea/domain/ports/keys`), for code that runs before the app's runtime loads: the ports
// barrel also builds the effect tags and error schemas, which would pull effect into the web app's first chunk.
export { DeviceKeys, StorageKeys, type StorageKey } from "../storage-keys";
