import { translate } from "@waea/adapters/i18n";
import type {
  BroadbandPlan,
  ChangePlanReply,
  ChangePlanRequest,
  FwaProduct,
  FwaProductsReply,
} from "@waea/domain/broadband";
import { PlanChangeRefusalKeys, canChangePlanAgain } from "@waea/domain/plans";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
import { uuidFor } from "../world/prng";
import type { World } from "../world/world";
import { ownCustomer } from "./access";

const noData = (): Refusal => refuse(404, translate("en", "checkout.no_data"));
const noPlans = (): Refusal => refuse(400, translate("en", "broadband.no_fwa_plans"));

const plansOf = (world: World, type: "FWA" | "UFB"): ReadonlyArray<BroadbandPlan> =>
  world.broadband.plans.filter((plan) => plan.BroadbandProductType === type);

const basePlan = (product: CoreProduct) => product.Addons?.find((addon) => addon.IsBasePlan === true);

/** A fixed wireless (mobileFWA) product of a customer account of the signed-in login. */
export const ownFwaProduct = (
  context: SignedInContext,
  customerUuid: string,
  productUuid: string,
): CoreProduct | Refusal => {
  const customer = ownCustomer(context, customerUuid);
  if (isRefusal(customer)) return customer;
  const products = context.world.core.products;
  const product = Object.hasOwn(products, productUuid) ? products[productUuid] : undefined;
  return product === undefined || product.CustomerUUID !== customerUuid || product.ProductType !== "mobileFWA"
    ? noData()
    : product;
};

/** The plans a fixed wireless product can change to: every FWA plan but its own. */
export const fwaChangeOptions = (world: World, product: CoreProduct): ReadonlyArray<BroadbandPlan> => {
  const current = basePlan(product)?.ProductAvailabilityUUID;
  return plansOf(world, "FWA").filter((plan) => plan.ID !== current);
};

/** The customer's fixed wireless products as FwaProduct, with the availability check each was ordered under. */
export const fwaProductsOf = (world: World, customerUuid: string): FwaProductsReply => ({
  Products: Object.values(world.core.products)
    .filter((product) => product.CustomerUUID === customerUuid && product.ProductType === "mobileFWA")
    .map((product): FwaProduct => ({
      UUID: product.UUID,
      ...(world.broadband.fwaPrequal[product.UUID] === undefined
        ? {}
        : { PrequalUUID: world.broadband.fwaPrequal[product.UUID] }),
      Status: product.Status,
      CustomerUUID: product.CustomerUUID,
      ...(product.ProductCatalogUUID === undefined ? {} : { ProductCatalogUUID: product.ProductCatalogUUID }),
    })),
});

const changed = (request: ChangePlanRequest): ChangePlanReply => ({
  UUID: request.UUID,
  ProductAvailabilityUUID: request.ProductAvailabilityUUID,
  Status: "COMPLETED",
});

/**
 * A fixed wireless plan change (BB-02): the product must be the customer's, the plan another than its own ('You
 * already have this plan'), one of those offered to it ('No FWA Plans data' otherwise), and its plan not changed in
 * the last month (spec 02 §9, as for mobile plans). The change is immediate: the base plan on the product is
 * replaced.
 */
export const changeFwaPlan = (
  context: SignedInContext,
  request: ChangePlanRequest,
): ChangePlanReply | Refusal => {
  const product = ownFwaProduct(context, request.CustomerUUID, request.UUID);
  if (isRefusal(product)) return product;
  const current = basePlan(product);
  if (current?.ProductAvailabilityUUID === request.ProductAvailabilityUUID)
    return refuse(409, translate("en", PlanChangeRefusalKeys.alreadyHaveThisPlan));
  const plan = fwaChangeOptions(context.world, product).find(
    (option) => option.ID === request.ProductAvailabilityUUID,
  );
  if (plan === undefined) return noPlans();
  const lastChangeAt = context.world.plans.lastChangeAt[product.UUID];
  if (!canChangePlanAgain(lastChangeAt, context.nowMillis))
    return refuse(409, translate("en", PlanChangeRefusalKeys.oncePerMonth));
  const created = millisToNanos(context.nowMillis);
  const next = {
    UUID: uuidFor(context.world.seed, `fwa-plan-change:${product.UUID}:${plan.ID}:${context.nowMillis}`),
    Name: plan.Name,
    Status: "ACTIVE",
    ProductCatalogUUID: plan.ProductCatalogUUID,
    ProductAvailabilityUUID: plan.ID,
    IsBasePlan: true,
    AutoRenew: current?.AutoRenew ?? true,
    AllowAutoRenew: true,
    CreatedAtNanos: created,
    ...(current?.ExpiresAtNanos === undefined ? {} : { ExpiresAtNanos: current.ExpiresAtNanos }),
    RetailCents: plan.Price,
  };
  context.world.core.products[product.UUID] = {
    ...product,
    ProductCatalogUUID: plan.ProductCatalogUUID,
    Addons: [next, ...(product.Addons ?? []).filter((addon) => addon.IsBasePlan !== true)],
  };
  context.world.plans.lastChangeAt[product.UUID] = context.nowMillis;
  return changed(request);
};

/** A fibre plan change: the customer's live fibre product, to another fibre plan. */
export const changeUfbPlan = (
  context: SignedInContext,
  request: ChangePlanRequest,
): ChangePlanReply | Refusal => {
  const customer = ownCustomer(context, request.CustomerUUID);
  if (isRefusal(customer)) return customer;
  const products = context.world.broadband.ufbProducts;
  const product = Object.hasOwn(products, request.UUID) ? products[request.UUID] : undefined;
  if (
    product === undefined ||
    product.CustomerUUID !== request.CustomerUUID ||
    product.DeletedAtNanos !== undefined
  )
    return noData();
  const offered = plansOf(context.world, "UFB").filter((plan) => plan.ID !== product.UFBPlanUUID);
  if (!offered.some((plan) => plan.ID === request.ProductAvailabilityUUID)) return noPlans();
  products[product.UUID] = {
    ...product,
    UFBPlanUUID: request.ProductAvailabilityUUID,
    UpdatedAtNanos: millisToNanos(context.nowMillis),
  };
  return changed(request);
};
