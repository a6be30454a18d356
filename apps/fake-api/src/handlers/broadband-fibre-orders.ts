import { translate } from "@waea/adapters/i18n";
import type { UfbOrder } from "@waea/domain/broadband";
import { SPID } from "@waea/domain/config";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import { uuidFor } from "../world/prng";
import { ownCustomer } from "./access";
import { newNote } from "./broadband-fibre-records";
import { ufbOrderView } from "./broadband-fibre-records";
import { availabilityUuid, availableAt } from "./broadband-order-checks";

/**
 * A fibre order made at the fibre desk (POST UFB_order): for a customer account of the login, a retail fibre plan,
 * a premises where fibre can be ordered (and its availability check, when named). Nothing is paid here, so the order
 * starts PROCESSING whatever Status the body says; the service gives the UUID unless a free one is given.
 */
export const createUfbOrder = (
  context: SignedInContext,
  body: Omit<UfbOrder, "UUID"> & { readonly UUID?: string | undefined },
): UfbOrder | Refusal => {
  const world = context.world;
  const customer = ownCustomer(context, body.CustomerUUID);
  if (isRefusal(customer)) return customer;
  if (!world.broadband.ufbPlans.some((plan) => plan.UUID === body.UFBPlanUUID))
    return refuse(400, translate("en", "checkout.plan_not_specified"));
  const found = availableAt(world, "ufb", body);
  if (isRefusal(found)) return found;
  const idx = found.place.Location.LocationProviderIDX;
  if (
    body.ServiceAvailabilityUUID !== undefined &&
    body.ServiceAvailabilityUUID !== availabilityUuid(world, "ufb", idx)
  )
    return refuse(400, translate("en", "checkout.no_service_availability"));
  const orders = world.broadband.ufbOrders;
  if (body.UUID !== undefined && Object.hasOwn(orders, body.UUID)) return refuse(409, "This UUID is taken");
  world.broadband.sequence += 1;
  const uuid = body.UUID ?? uuidFor(world.seed, `ufb-order:${world.broadband.sequence}`);
  const now = millisToNanos(context.nowMillis);
  const order = {
    UUID: uuid,
    SPID: SPID,
    CustomerUUID: body.CustomerUUID,
    UFBPlanUUID: body.UFBPlanUUID,
    LocationProvider: found.place.Location.LocationProvider,
    LocationProviderIDX: idx,
    OrderType: body.OrderType.trim(),
    Status: "PROCESSING",
    ServiceAvailabilityUUID: availabilityUuid(world, "ufb", idx),
    ...(body.RSFDate === undefined ? {} : { RSFDate: body.RSFDate }),
    Notes: [newNote(context, uuidFor(world.seed, `fibre-note:${uuid}:0`), "Order made at the fibre desk")],
    CreatedAtNanos: now,
    AmountCents: 0,
    CreatedAtMillis: context.nowMillis,
    Availability: found.availability,
  };
  orders[uuid] = order;
  return ufbOrderView(world, order, context.nowMillis);
};
