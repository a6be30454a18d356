import type { MobileSecurity, StoppedContact } from "@waea/domain/mobile-security";

/** A stopped call or text as the world keeps it (the report's StoppedContact with its instant in epoch ms). */
export type StoppedRecord = Omit<StoppedContact, "At"> & { readonly AtMillis: number };

/**
 * A service's mobile security (SIM-07): its setting since `SinceMillis`, and what it stopped before then. What the
 * setting stops from then on is simulated on the world's clock when read (handlers/mobile-security-traffic.ts) and
 * kept here when the setting changes.
 */
export interface SecurityService {
  readonly Settings: MobileSecurity;
  readonly SinceMillis: number;
  readonly Stopped: ReadonlyArray<StoppedRecord>;
}

/** The mobile security slice: by mobile product UUID; a service without an entry has both switches off. */
export interface MobileSecurityState {
  readonly services: Record<string, SecurityService>;
}

export const seedMobileSecurity = (): MobileSecurityState => ({ services: {} });
