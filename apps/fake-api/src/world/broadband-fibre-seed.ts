import type { FibreNote, UfbProduct } from "@waea/domain/broadband";
import { SPID } from "@waea/domain/config";
import { millisToNanos } from "@waea/domain/ports";
import { availabilityLabel, type StoredUfbOrder } from "./broadband-state";
import { LOCATION_PROVIDER, placeByKey, placeIdx } from "./broadband-places";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import type { SeedContext } from "./seed-context";

const DAY = 86_400_000;
const HOUR = 3_600_000;

const iso = (millis: number): string => new Date(millis).toISOString();

const note = (ctx: SeedContext, label: string, text: string, atMillis: number): FibreNote => ({
  UUID: ctx.uuid(`broadband:note:${label}`),
  Note: text,
  CreatedAtNanos: millisToNanos(atMillis),
  CreatedBy: "Fibre desk",
});

/**
 * fibre@waea.test's fibre history: an order at a Ōtaki premises that failed (no lead-in), then an order at a
 * Dunedin premises, installed, which made the active fibre product. fwa@waea.test's fixed wireless product came from
 * an order at a Napier premises (its prequalification is that availability check).
 */
export const seedFibreCustomer = (
  ctx: SeedContext,
  core: CoreState,
): {
  readonly orders: Record<string, StoredUfbOrder>;
  readonly products: Record<string, UfbProduct>;
  readonly fwaPrequal: Record<string, string>;
} => {
  const fwaProduct = ctx.uuid(coreLabels.product("fwa", 0, 0));
  const fwaPrequal =
    core.products[fwaProduct] === undefined
      ? {}
      : {
          [fwaProduct]: ctx.uuid(availabilityLabel("fwa", placeIdx(ctx, "marine-parade"))),
        };
  const customer = ctx.uuid(coreLabels.customer("fibre", 0));
  if (core.customers[customer] === undefined) return { orders: {}, products: {}, fwaPrequal };
  const plan = ctx.uuid("broadband:plan:ufb:300");
  const failedAt = ctx.nowMillis - 160 * DAY;
  const orderedAt = ctx.nowMillis - 120 * DAY;
  const installedAt = orderedAt + 9 * DAY + 9 * HOUR;
  const failedIdx = placeIdx(ctx, "mill-rd");
  const homeIdx = placeIdx(ctx, "george-st");
  const failed: StoredUfbOrder = {
    UUID: ctx.uuid("broadband:ufb-order:fibre:0"),
    SPID: SPID,
    CustomerUUID: customer,
    UFBPlanUUID: plan,
    LocationProvider: LOCATION_PROVIDER,
    LocationProviderIDX: failedIdx,
    OrderType: "NEW",
    Status: "FAILED",
    ServiceAvailabilityUUID: ctx.uuid(availabilityLabel("ufb", failedIdx)),
    Notes: [note(ctx, "fibre:0:0", placeByKey("mill-rd").failsWith ?? "Order failed", failedAt + 2 * DAY)],
    CreatedAtNanos: millisToNanos(failedAt),
    UpdatedAtNanos: millisToNanos(failedAt + 2 * DAY),
    AmountCents: 7900,
    CreatedAtMillis: failedAt,
    Availability: "service_installation_required",
  };
  const orderUuid = ctx.uuid("broadband:ufb-order:fibre:1");
  const productUuid = ctx.uuid("broadband:ufb:fibre:1");
  const completed: StoredUfbOrder = {
    UUID: orderUuid,
    SPID: SPID,
    CustomerUUID: customer,
    UFBPlanUUID: plan,
    LocationProvider: LOCATION_PROVIDER,
    LocationProviderIDX: homeIdx,
    OrderType: "NEW",
    Status: "COMPLETED",
    ServiceAvailabilityUUID: ctx.uuid(availabilityLabel("ufb", homeIdx)),
    AppointmentStart: iso(installedAt - 4 * HOUR),
    AppointmentEnd: iso(installedAt),
    Notes: [
      note(ctx, "fibre:1:0", "Order received by Chorus", orderedAt + HOUR),
      note(ctx, "fibre:1:1", "Install visit booked", orderedAt + DAY),
      note(ctx, "fibre:1:2", "Installation completed, ONT activated", installedAt),
    ],
    CreatedAtNanos: millisToNanos(orderedAt),
    UpdatedAtNanos: millisToNanos(installedAt),
    AmountCents: 7900,
    CreatedAtMillis: orderedAt,
    Availability: "service_available",
    ProductUUID: productUuid,
  };
  const product: UfbProduct = {
    UUID: productUuid,
    SPID: SPID,
    CustomerUUID: customer,
    UFBOrderUUID: orderUuid,
    UFBPlanUUID: plan,
    ServiceID: `ONT${ctx.random("broadband:ufb:fibre:1").digits(9)}`,
    Status: 4,
    LocationProvider: LOCATION_PROVIDER,
    LocationProviderIDX: homeIdx,
    CreatedAtNanos: millisToNanos(orderedAt + 3 * DAY),
    UpdatedAtNanos: millisToNanos(installedAt),
  };
  return {
    orders: { [failed.UUID]: failed, [completed.UUID]: completed },
    products: { [product.UUID]: product },
    fwaPrequal,
  };
};
