/**
 * Loads the customer's home page (/profile/my-app-home) with every chunk it imports at once. A dynamic import in the
 * entry names no chunk beside its own (build/preload-lists.ts keeps the entry small), so the browser found the
 * home's chunks a level at a time as each one arrived: seven round trips, on a phone's network the longest part of
 * the wait for the dashboard's figures. A dynamic import from this small chunk keeps the bundler's full preload
 * list, so they are all asked for together, one round trip after this chunk.
 */
export const loadMyAppHome = () => import("./my-app-home-page");
