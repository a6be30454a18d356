import * as Schema from "effect/Schema";

/**
 * A broadband service's network protection (BB-04, profile/broadband/security), as the operator runs it on its own
 * network for the service: threat protection blocks sites known for malware, phishing and scams for every device
 * on the connection; the family filter also blocks adult content. Nothing is installed on the devices.
 */
export const BroadbandSecuritySettings = Schema.Struct({
  ThreatProtection: Schema.Boolean,
  FamilyFilter: Schema.Boolean,
});
export type BroadbandSecuritySettings = typeof BroadbandSecuritySettings.Type;

/** broadband.ufbSecurity's reply: the service's settings and when they last changed (never, for the defaults). */
export const BroadbandSecurity = Schema.Struct({
  ProductUUID: Schema.String,
  ...BroadbandSecuritySettings.fields,
  UpdatedAtMillis: Schema.optional(Schema.Number),
});
export type BroadbandSecurity = typeof BroadbandSecurity.Type;

export type BroadbandProtection = keyof BroadbandSecuritySettings;

/** The protections in the order the page shows them. */
export const BROADBAND_PROTECTIONS: ReadonlyArray<BroadbandProtection> = ["ThreatProtection", "FamilyFilter"];

/** A new service is protected from threats and unfiltered: the operator's default. */
export const DEFAULT_BROADBAND_SECURITY: BroadbandSecuritySettings = {
  ThreatProtection: true,
  FamilyFilter: false,
};

/** The settings to send when a protection is switched, or undefined when it is already so (nothing to send). */
export const switchProtection = (
  current: BroadbandSecuritySettings,
  protection: BroadbandProtection,
  on: boolean,
): BroadbandSecuritySettings | undefined =>
  current[protection] === on
    ? undefined
    : {
        ThreatProtection: current.ThreatProtection,
        FamilyFilter: current.FamilyFilter,
        [protection]: on,
      };
