import * as Schema from "effect/Schema";

/**
 * GET /sim/metadata/{product}: the onboarding metadata of spec 01 §3 (the product catalog uuids per billing kind,
 * whether the SIM's plan is fully paid, and the service this SIM replaces).
 */
export const SimMetadata = Schema.Struct({
  PostpayProductCatalogUUID: Schema.optional(Schema.String),
  PrepayProductCatalogUUID: Schema.optional(Schema.String),
  PaygProductCatalogUUID: Schema.optional(Schema.String),
  FullyPaid: Schema.optional(Schema.Boolean),
  ReplacementFor: Schema.optional(Schema.String),
});
export type SimMetadata = typeof SimMetadata.Type;
