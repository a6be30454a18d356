/**
 * Starts loading the modules of the reads a signed-in mobile home makes first (the prepay balance, a part of
 * payments; the usage port): their lazy ports (lazy-api-ports.ts) import these same modules on their first call and
 * find them loaded. Called with the home's own chunks, so the home's reads leave as soon as it has its products,
 * rather than one more round trip after them. A failed load is only a missed head start: the call loads again.
 */
export const preloadHomeReads = (): Promise<void> =>
  Promise.all([import("./payment-balances-http"), import("./usage-http")]).then(
    () => undefined,
    () => undefined,
  );
