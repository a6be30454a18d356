import * as Schema from "effect/Schema";

/** The kinds of line a local cart holds (spec 03 §3). */
export const LocalItemType = Schema.Literal("mobile", "sim", "esim", "plan");
export type LocalItemType = typeof LocalItemType.Type;

/** Server item type, virtual type and physical type (spec 03 §3). */
export const ItemType = Schema.Literal("TYPE_PRODUCT", "TYPE_VIRTUAL");
export type ItemType = typeof ItemType.Type;

export const VirtualType = Schema.Literal("VT_PLAN", "VT_ESIM", "VT_NONE");
export type VirtualType = typeof VirtualType.Type;

export const PhysicalType = Schema.Literal("SIM", "MODEM");
export type PhysicalType = typeof PhysicalType.Type;

/** The spec gives MODEM as the physical type when none is said. */
export const DEFAULT_PHYSICAL_TYPE: PhysicalType = "MODEM";

export const ServiceType = Schema.Literal("FWA");
export type ServiceType = typeof ServiceType.Type;

/** SIM-kind lines: the ones a SIM type choice clears and a server merge replaces. */
export const isSimKind = (type: LocalItemType): boolean =>
  type === "sim" || type === "esim" || type === "plan";
