import { simCatalogItem } from "./built-in-sim-items";
import type { CartPlan } from "./cart-plan";
import { isSimKind } from "./item-kinds";
import type { LocalCart, LocalCartItem } from "./local-cart";
import { cartLines, withItems } from "./local-cart";
import { simLineType, type SimType } from "./sim-types";

/** The local id of a plan line: one plan line per availability. */
export const planLineId = (plan: Pick<CartPlan, "ProductAvailabilityUUID">): string =>
  `plan:${plan.ProductAvailabilityUUID}`;

const discountOf = (price: number, catalogPrice: number | undefined): { discount?: number } =>
  catalogPrice !== undefined && catalogPrice > price ? { discount: catalogPrice - price } : {};

/**
 * The SIM line of a SIM type. It carries its plan's catalogue and availability ids so that the SIM and its plan
 * are removed together. SIMs are free (the plan carries the price); one SIM per line.
 */
export const simLine = (simType: SimType, plan: CartPlan): LocalCartItem => {
  const item = simCatalogItem(simType);
  return {
    id: item.UUID,
    type: simLineType(simType),
    price: 0,
    quantity: 1,
    product: {
      price: 0,
      item: {
        ItemUUID: item.UUID,
        ProductCatalogUUID: plan.ProductCatalogUUID,
        ProductAvailabilityUUID: plan.ProductAvailabilityUUID,
        Name: item.Name,
        Type: item.Type,
        VirtualType: simType === "e_sim" ? "VT_ESIM" : "VT_NONE",
        PhysicalType: "SIM",
        SelfManaged: true,
      },
    },
    removable: true,
    quantifiable: false,
  };
};

/** The plan line of a SIM: never removable or quantifiable on its own (spec 03 §4). */
export const planLine = (plan: CartPlan): LocalCartItem => ({
  id: planLineId(plan),
  type: "plan",
  price: plan.PriceCents,
  ...discountOf(plan.PriceCents, plan.PriceCatalogCents),
  quantity: 1,
  product: {
    price: plan.PriceCatalogCents ?? plan.PriceCents,
    ...discountOf(plan.PriceCents, plan.PriceCatalogCents),
    item: {
      ItemUUID: plan.ProductCatalogUUID,
      ProductCatalogUUID: plan.ProductCatalogUUID,
      ProductAvailabilityUUID: plan.ProductAvailabilityUUID,
      Name: plan.Name,
      ...(plan.Description === undefined ? {} : { Description: plan.Description }),
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
    },
  },
  removable: false,
  quantifiable: false,
});

/**
 * Chooses a SIM type with its plan (SHOP-02): clears every SIM, eSIM and plan line, then adds the SIM line and its
 * plan line. Phones and other lines stay.
 */
export const addSimType = (cart: LocalCart, simType: SimType, plan: CartPlan): LocalCart => {
  const kept = cartLines(cart).filter((line) => !isSimKind(line.type));
  const sim = simLine(simType, plan);
  const planItem = planLine(plan);
  return withItems(cart, {
    ...Object.fromEntries(kept.map((line) => [line.id, line])),
    [sim.id]: sim,
    [planItem.id]: planItem,
  });
};
