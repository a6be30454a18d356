/**
 * The port modules (their calls' contracts and decoders) a page's first read needs, by name: a page names them
 * (shell/pages.ts, preloadPage) so they load beside its chunk. Loaded on the read's first call, as lazyApiPorts
 * does, each was one more round trip before the page's figures. lazyApiPorts loads these through the same imports,
 * so a module loads once whichever asks first.
 */
export const portModules = {
  "payment-balances": () => import("./payment-balances-http"),
  usage: () => import("./usage-http"),
} as const;

export type PortModule = keyof typeof portModules;

/** Starts loading the named port modules; one that cannot be fetched is left to its first call, which tries again. */
export const preloadPortModules = (names: ReadonlyArray<PortModule>): void => {
  for (const name of names) void portModules[name]().catch(() => undefined);
};
