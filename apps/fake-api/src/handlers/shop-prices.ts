import { translate } from "@waea/adapters/i18n";
import { validateMultiSimOrder, type ServerCartItem, type SimOrderLine } from "@waea/domain/cart";
import { refuse, type Refusal } from "../server/handler";
import type { CatalogVariant } from "../world/cart";
import type { World } from "../world/world";

const isPlanLine = (line: ServerCartItem): boolean => line.VirtualType === "VT_PLAN";

/** A SIM line: a physical SIM or an eSIM. */
export const isSimLine = (line: ServerCartItem): boolean =>
  line.PhysicalType === "SIM" || line.VirtualType === "VT_ESIM";

const unknownItem = (line: ServerCartItem): Refusal =>
  refuse(422, `body.Items: ${line.ItemUUID} is not in the shop's catalogue`);

/**
 * A plan line priced from the operator's plans catalogue: the base plan named by its item id (the catalogue
 * entry) and its availability. Its price, catalogue price and name are the catalogue's; an add-on, an unknown
 * entry or availability is not something the shop sells (422).
 */
const pricedPlan = (world: World, line: ServerCartItem): ServerCartItem | Refusal => {
  const entry = world.plans.catalog.find((candidate) => candidate.UUID === line.ItemUUID);
  const availability = entry?.Availabilities.find(
    (candidate) => candidate.UUID === line.ProductAvailabilityUUID,
  );
  if (
    entry === undefined ||
    availability === undefined ||
    (line.ProductCatalogUUID !== undefined && line.ProductCatalogUUID !== entry.UUID)
  )
    return unknownItem(line);
  if (entry.Characteristics?.IsBasePlan !== "true")
    return refuse(422, `body.Items: ${entry.Name} is not a plan the shop sells`);
  const price = availability.RetailCents ?? entry.cost ?? 0;
  return {
    ...line,
    ProductCatalogUUID: entry.UUID,
    Name: availability.RetailName ?? entry.Name,
    PriceCents: price,
    PriceCatalogCents: entry.PriceInfo?.OrigianlPrice ?? price,
  };
};

/** A line of the e-shop catalogue (SIM kinds, phones, modems) priced from it; one it does not hold is 422. */
const pricedVariant = (
  line: ServerCartItem,
  variant: CatalogVariant | undefined,
): ServerCartItem | Refusal => {
  if (variant === undefined || variant.PriceCents === undefined) return unknownItem(line);
  if (variant.Deleted === true) return refuse(400, `${variant.Name} is no longer sold`);
  return {
    ...line,
    Name: variant.Name,
    PriceCents: variant.PriceCents,
    PriceCatalogCents: variant.PriceCents,
  };
};

/**
 * A line priced by the server (SHOP-03, SHOP-05): plans from the plans catalogue, everything else from the e-shop
 * catalogue. The price a client sends is ignored: the cart's reply carries the catalogue's, which the portal takes
 * on when it merges the server cart (spec 03 §4), and an order is charged at it.
 */
export const pricedLine = (
  world: World,
  line: ServerCartItem,
  variant: CatalogVariant | undefined,
): ServerCartItem | Refusal => (isPlanLine(line) ? pricedPlan(world, line) : pricedVariant(line, variant));

const planKey = (ids: Pick<ServerCartItem, "ProductCatalogUUID" | "ProductAvailabilityUUID">): string =>
  `${ids.ProductCatalogUUID ?? ""}|${ids.ProductAvailabilityUUID ?? ""}`;

/**
 * Each SIM as the domain's multi-SIM rule sees it: its SIM type, and its plan only when the cart holds a plan line
 * of the same catalogue entry and availability for it (one plan line's quantity covers as many SIMs). A SIM
 * naming a plan the cart does not pay for has no plan.
 */
const simOrderLines = (world: World, lines: ReadonlyArray<ServerCartItem>): ReadonlyArray<SimOrderLine> => {
  const plans = new Map<string, number>();
  for (const line of lines.filter(isPlanLine))
    plans.set(planKey(line), (plans.get(planKey(line)) ?? 0) + line.Quantity);
  return lines.filter(isSimLine).flatMap((line) =>
    Array.from({ length: line.Quantity }, (): SimOrderLine => {
      const key = planKey(line);
      const left = plans.get(key) ?? 0;
      const simType = line.VirtualType === "VT_ESIM" ? "e_sim" : "real_sim";
      if (left < 1) return { simType, selfManaged: line.SelfManaged ?? true };
      plans.set(key, left - 1);
      const entry = world.plans.catalog.find((candidate) => candidate.UUID === line.ProductCatalogUUID);
      const availability = entry?.Availabilities.find(
        (candidate) => candidate.UUID === line.ProductAvailabilityUUID,
      );
      return {
        simType,
        selfManaged: line.SelfManaged ?? true,
        plan: {
          ProductCatalogUUID: line.ProductCatalogUUID,
          ProductAvailabilityUUID: line.ProductAvailabilityUUID,
          Available: availability?.Available !== false,
        },
      };
    }),
  );
};

/**
 * The domain's multi-SIM rule (validateMultiSimOrder) over the SIMs of priced lines: every SIM needs a plan the
 * cart pays for ('SIM N plan is not specified') that can still be bought ('SIM N plan is not available'). The SIM
 * count limit is checked before this.
 */
export const simPlanRefusal = (world: World, lines: ReadonlyArray<ServerCartItem>): Refusal | undefined => {
  const sims = simOrderLines(world, lines);
  if (sims.length === 0) return undefined;
  const checked = validateMultiSimOrder(sims);
  return checked._tag === "Left"
    ? refuse(422, translate("en", checked.left.key, checked.left.params))
    : undefined;
};

/** A plan line of an availability the operator no longer sells (one on a SIM is the SIM rule's to refuse first). */
export const retiredPlanRefusal = (
  world: World,
  lines: ReadonlyArray<ServerCartItem>,
): Refusal | undefined => {
  for (const line of lines.filter(isPlanLine)) {
    const entry = world.plans.catalog.find((candidate) => candidate.UUID === line.ItemUUID);
    const availability = entry?.Availabilities.find(
      (candidate) => candidate.UUID === line.ProductAvailabilityUUID,
    );
    if (availability?.Available === false)
      return refuse(422, `body.Items: ${line.Name ?? line.ItemUUID} is no longer sold`);
  }
  return undefined;
};
