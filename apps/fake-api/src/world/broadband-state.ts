import type {
  AcceptedAvailability,
  BroadbandLocation,
  BroadbandNetwork,
  BroadbandPlan,
  LfcProduct,
  UfbOrder,
  UfbPlan,
  UfbProduct,
  VisitMode,
} from "@waea/domain/broadband";
import type { Lfc } from "./broadband-places";

/** A premises of the address search, with what each network says about it (absent: no service there). */
export interface StoredPlace {
  readonly Location: BroadbandLocation;
  readonly Lfc?: Lfc;
  readonly Fwa?: AcceptedAvailability;
  readonly Ufb?: AcceptedAvailability;
  /** Fibre orders here fail with this note. */
  readonly FailsWith?: string;
}

/**
 * A fibre order with what the simulation needs besides the record: the amount and payment secret of its
 * checkout, when it was made, the availability it was ordered under, and the product it made once completed.
 */
export type StoredUfbOrder = UfbOrder & {
  readonly AmountCents: number;
  readonly ClientSecret?: string;
  readonly CreatedAtMillis: number;
  readonly Availability: AcceptedAvailability;
  readonly ProductUUID?: string;
};

/** A booked install or scope visit of an order; its window is then no longer offered to anyone. */
export interface Booking {
  readonly Network: BroadbandNetwork;
  readonly OrderUUID: string;
  readonly CustomerUUID: string;
  readonly Mode: VisitMode;
  readonly Start: string;
  readonly End: string;
}

/**
 * The broadband slice: the seeded premises by LocationProviderIDX, the retail plans of both networks, the fibre
 * lifecycle collections (wholesale products, orders, fibre products, retail fibre plans), booked visits by
 * `<network>:<order UUID>`, the availability each fixed wireless product was ordered under, the fibre services'
 * network protection, and a counter.
 */
export interface BroadbandState {
  readonly places: Record<string, StoredPlace>;
  readonly plans: ReadonlyArray<BroadbandPlan>;
  readonly ufbPlans: ReadonlyArray<UfbPlan>;
  readonly lfcProducts: Record<string, LfcProduct>;
  readonly ufbOrders: Record<string, StoredUfbOrder>;
  readonly ufbProducts: Record<string, UfbProduct>;
  readonly bookings: Record<string, Booking>;
  readonly fwaPrequal: Record<string, string>;
  /** Each fibre service's network protection once its customer has changed it, by the service's UUID. */
  readonly security: Record<string, StoredSecurity>;
  sequence: number;
}

/** A service's network protection as stored: the settings, when they last changed and how many changes made them. */
export interface StoredSecurity {
  readonly ThreatProtection: boolean;
  readonly FamilyFilter: boolean;
  readonly UpdatedAtMillis: number;
  readonly Changes: number;
}

/** The key of an order's booking. */
export const bookingKey = (network: BroadbandNetwork, orderUuid: string): string => `${network}:${orderUuid}`;

/** The UUID of the service availability of a network at a premises: what the v2 checkout must name. */
export const availabilityLabel = (network: BroadbandNetwork, idx: string): string =>
  `broadband:availability:${network}:${idx}`;
