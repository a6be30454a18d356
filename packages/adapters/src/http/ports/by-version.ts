/**
 * The call of the API version asked for, from a table of one call per version (the e-shop's /eshop, /eshop/v2 and
 * /eshop/v3 carts and orders): one table per call instead of a chain of conditions at each.
 */
export const byVersion = <V extends string, C>(version: V, calls: Readonly<Record<V, C>>): C =>
  calls[version];
