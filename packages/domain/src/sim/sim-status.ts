import * as Schema from "effect/Schema";
import type { Settings } from "../config";

/**
 * POST /sim/status and the replies of enable, disable and swap: the spec does not show them; a SIM's identity and
 * whether it is enabled is what the SIM card actions and SIM details pages need.
 */
export const SimStatus = Schema.Struct({
  ProductInstanceUUID: Schema.String,
  SIMID: Schema.String,
  Enabled: Schema.Boolean,
  IMSI: Schema.optional(Schema.String),
  MSISDN: Schema.optional(Schema.String),
  ESIM: Schema.optional(Schema.Boolean),
  PUK: Schema.optional(Schema.String),
});
export type SimStatus = typeof SimStatus.Type;

export interface SimDetails {
  readonly simId: string;
  readonly imsi: string | undefined;
  readonly msisdn: string | undefined;
  readonly enabled: boolean;
  readonly esim: boolean;
  /** Only with the pukDisplay flag (off in production, spec 03 §9). */
  readonly puk: string | undefined;
}

/** The SIM details page (SIM-04): the PUK is withheld unless the build displays it. */
export const simDetails = (status: SimStatus, settings: Settings): SimDetails => ({
  simId: status.SIMID,
  imsi: status.IMSI,
  msisdn: status.MSISDN,
  enabled: status.Enabled,
  esim: status.ESIM === true,
  puk: settings.flags.pukDisplay ? status.PUK : undefined,
});
