/**
 * `{ [key]: value }` when the value is there, `{}` otherwise: builds objects with optional fields under
 * exactOptionalPropertyTypes, where a present-but-undefined field is not allowed.
 */
export const optionalField = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
