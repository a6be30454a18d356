import * as Either from "effect/Either";
import { hasText } from "../validation";
import { simCatalogItem } from "./built-in-sim-items";
import type { CartMessage } from "./cart-messages";
import type { CartPlan } from "./cart-plan";
import type { CustomerCreation } from "./item-attributes";
import type { ServerCartItem } from "./server-cart-item";
import { parseSimType, SimTypes, type SimType } from "./sim-types";

/** At most 5 SIMs in one order (spec 03 §9). */
export const MULTI_SIM_LIMIT = 5;

/** A plan as a page holds it while the customer is still choosing: any part may be missing. */
export interface PlanChoice {
  readonly ProductCatalogUUID?: string | undefined;
  readonly ProductAvailabilityUUID?: string | undefined;
  readonly Name?: string | undefined;
  readonly PriceCents?: number | undefined;
  readonly PriceCatalogCents?: number | undefined;
  readonly Available?: boolean | undefined;
}

/** One SIM of an order as entered. selfManaged: the buyer will use it; otherwise it is for someone new. */
export interface SimOrderLine {
  readonly simType?: string | undefined;
  readonly plan?: PlanChoice | undefined;
  readonly selfManaged: boolean;
  readonly requestedForName?: string | undefined;
}

export interface ValidSimLine {
  readonly simType: SimType;
  readonly plan: CartPlan;
  readonly selfManaged: boolean;
  readonly requestedForName?: string | undefined;
}

const checkLine = (
  line: SimOrderLine,
  n: number,
  available: ReadonlyArray<SimType>,
): Either.Either<ValidSimLine, CartMessage> => {
  const simType = parseSimType(line.simType);
  if (Either.isLeft(simType)) return Either.left({ key: simType.left, params: { n } });
  if (!available.includes(simType.right))
    return Either.left({ key: "cart.sim_type_not_available", params: { n } });
  const plan = line.plan;
  if (plan === undefined || !hasText(plan.ProductCatalogUUID) || !hasText(plan.ProductAvailabilityUUID))
    return Either.left({ key: "cart.sim_plan_not_specified", params: { n } });
  if (plan.Available === false) return Either.left({ key: "cart.sim_plan_not_available", params: { n } });
  return Either.right({
    simType: simType.right,
    plan: {
      ProductCatalogUUID: plan.ProductCatalogUUID,
      ProductAvailabilityUUID: plan.ProductAvailabilityUUID,
      Name: plan.Name ?? "",
      PriceCents: plan.PriceCents ?? 0,
      ...(plan.PriceCatalogCents === undefined ? {} : { PriceCatalogCents: plan.PriceCatalogCents }),
    },
    selfManaged: line.selfManaged,
    ...(line.requestedForName === undefined ? {} : { requestedForName: line.requestedForName }),
  });
};

/**
 * Checks a multi-SIM order (SHOP-04, spec 03 §5): 1 to 5 SIMs, each of a known and offered SIM type, each with a
 * plan that has a catalogue and an availability id and can still be bought. The first problem is reported, with
 * the SIM's number (1-based) for the message.
 */
export const validateMultiSimOrder = (
  lines: ReadonlyArray<SimOrderLine>,
  available: ReadonlyArray<SimType> = SimTypes,
): Either.Either<ReadonlyArray<ValidSimLine>, CartMessage> => {
  if (lines.length === 0) return Either.left({ key: "cart.no_sims" });
  if (lines.length > MULTI_SIM_LIMIT)
    return Either.left({ key: "cart.too_many_sims", params: { max: MULTI_SIM_LIMIT } });
  const valid: ValidSimLine[] = [];
  for (const [index, line] of lines.entries()) {
    const checked = checkLine(line, index + 1, available);
    if (Either.isLeft(checked)) return Either.left(checked.left);
    valid.push(checked.right);
  }
  return Either.right(valid);
};

/** A single SIM purchase: 'Unknown SIM type' for a SIM type the shop does not know, 'Plan not specified' without a plan. */
export const validateSimPurchase = (
  simType: string | undefined,
  plan: PlanChoice | undefined,
  available: ReadonlyArray<SimType> = SimTypes,
): Either.Either<ValidSimLine, CartMessage> => {
  const parsed = parseSimType(simType);
  if (Either.isLeft(parsed)) return Either.left({ key: parsed.left });
  if (!available.includes(parsed.right)) return Either.left({ key: "cart.sim_type_not_available" });
  if (plan === undefined || !hasText(plan.ProductCatalogUUID) || !hasText(plan.ProductAvailabilityUUID))
    return Either.left({ key: "cart.plan_not_specified" });
  return Either.mapLeft(
    checkLine({ simType: parsed.right, plan, selfManaged: true }, 1, available),
    (message) => ({
      key: message.key,
    }),
  );
};

/** Self-managed SIMs stay with the buying customer; the others get a brand new customer (spec 03 §4). */
export const customerCreation = (selfManaged: boolean): CustomerCreation =>
  selfManaged ? "ReuseTheCustomer" : "BrandNewCustomer";

/**
 * The server cart lines of checked SIMs: for each, the SIM line (with the plan's ids and the customer creation
 * attributes, auto renew on) followed by its plan line.
 */
export const simOrderItems = (lines: ReadonlyArray<ValidSimLine>): ReadonlyArray<ServerCartItem> =>
  lines.flatMap((line): ReadonlyArray<ServerCartItem> => {
    const sim = simCatalogItem(line.simType);
    const ids = {
      ProductCatalogUUID: line.plan.ProductCatalogUUID,
      ProductAvailabilityUUID: line.plan.ProductAvailabilityUUID,
    };
    return [
      {
        ItemUUID: sim.UUID,
        ...ids,
        Name: sim.Name,
        Quantity: 1,
        PriceCents: 0,
        SelfManaged: line.selfManaged,
        Type: "TYPE_PRODUCT",
        VirtualType: line.simType === "e_sim" ? "VT_ESIM" : "VT_NONE",
        PhysicalType: "SIM",
        Attributes: {
          CustomerCreation: customerCreation(line.selfManaged),
          ...(line.requestedForName === undefined ? {} : { RequestedForName: line.requestedForName }),
          MobileProductCatalogUUID: line.plan.ProductCatalogUUID,
          MobileProductAvailabilityUUID: line.plan.ProductAvailabilityUUID,
          AutoRenew: true,
        },
      },
      {
        ItemUUID: line.plan.ProductCatalogUUID,
        ...ids,
        Name: line.plan.Name,
        Quantity: 1,
        PriceCents: line.plan.PriceCents,
        ...(line.plan.PriceCatalogCents === undefined
          ? {}
          : { PriceCatalogCents: line.plan.PriceCatalogCents }),
        SelfManaged: line.selfManaged,
        Type: "TYPE_VIRTUAL",
        VirtualType: "VT_PLAN",
        PhysicalType: "MODEM",
      },
    ];
  });
