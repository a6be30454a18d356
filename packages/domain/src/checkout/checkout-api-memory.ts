import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { SPID } from "../config";
import { apiFailure } from "../ports";
import { CheckoutApi, type CheckoutApiService } from "./checkout-api";
import type { Order, OrderNote } from "./orders";

interface StoredOrder {
  readonly customerUUID: string | undefined;
  readonly order: Order;
  readonly esim: boolean;
  /** statuses still to be reported, one per read; the last one stays */
  statuses: string[];
  notes: ReadonlyArray<OrderNote>;
}

export interface MemoryCheckoutApi extends CheckoutApiService {
  readonly placed: ReadonlyArray<Order>;
  /** Sets what an order reports from now on: the statuses in turn (the last one stays), and its notes. */
  readonly script: (
    orderNumber: string,
    statuses: ReadonlyArray<string>,
    notes?: ReadonlyArray<OrderNote>,
  ) => void;
}

/**
 * An in-memory e-shop checkout: orders numbered O0001, O0002...; a client secret when there is an amount to pay
 * (pi_<n>_secret_<n>); new orders report PROCESSING then COMPLETED, with no notes, unless told otherwise. Refuses another SPID, no items,
 * and a v2 order without service availability.
 */
export const makeMemoryCheckoutApi = (
  options: {
    readonly statuses?: ReadonlyArray<string>;
    readonly notes?: ReadonlyArray<OrderNote>;
    readonly nowNanos?: () => number;
  } = {},
): MemoryCheckoutApi => {
  const orders = new Map<string, StoredOrder>();
  let sequence = 0;
  const place = (
    customerUUID: string | undefined,
    items: ReadonlyArray<{
      ItemUUID: string;
      Name?: string | undefined;
      Quantity?: number;
      PriceCents?: number;
      VirtualType?: string | undefined;
    }>,
  ) => {
    sequence += 1;
    const number = `O${String(sequence).padStart(4, "0")}`;
    const amount = items.reduce((total, item) => total + (item.PriceCents ?? 0) * (item.Quantity ?? 1), 0);
    const order: Order = {
      UUID: `order-${sequence}`,
      Number: number,
      Status: "PROCESSING",
      AmountCents: amount,
      CreatedAtNanos: options.nowNanos?.() ?? sequence,
      OrderItems: items.map((item, index) => ({
        UUID: `${number}-line-${index + 1}`,
        ItemUUID: item.ItemUUID,
        ...(item.Name === undefined ? {} : { Name: item.Name }),
        Quantity: item.Quantity ?? 1,
        ...(item.VirtualType === undefined ? {} : { VirtualType: item.VirtualType }),
        Products: [],
      })),
    };
    orders.set(number, {
      customerUUID,
      order,
      esim: items.some((item) => item.VirtualType === "VT_ESIM"),
      statuses: [...(options.statuses ?? ["PROCESSING", "COMPLETED"])],
      notes: options.notes ?? [],
    });
    return {
      OrderID: number,
      ...(amount > 0 ? { ClientSecret: `pi_${sequence}_secret_${sequence}` } : {}),
    };
  };
  const find = (call: string, customerUUID: string, orderNumber: string) => {
    const stored = orders.get(orderNumber);
    return stored === undefined || (stored.customerUUID !== undefined && stored.customerUUID !== customerUUID)
      ? apiFailure(call, 404, "No data")
      : Effect.succeed(stored);
  };
  const read = (stored: StoredOrder): string => {
    const status = stored.statuses.length > 1 ? stored.statuses.shift() : stored.statuses[0];
    return status ?? stored.order.Status;
  };

  return {
    get placed() {
      return [...orders.values()].map((stored) => stored.order);
    },
    script: (orderNumber, statuses, notes = []) => {
      const stored = orders.get(orderNumber);
      if (stored === undefined) return;
      stored.statuses = [...statuses];
      stored.notes = notes;
    },
    checkout: (payload) => {
      if (payload.SPID !== SPID) return apiFailure("checkout", 400, "Invalid SPID");
      if (payload.Items.length === 0) return apiFailure("checkout", 400, "No Order Items");
      return Effect.sync(() => place(payload.CustomerUUID, payload.Items));
    },
    checkoutV2: (payload) => {
      if (payload.SPID !== SPID) return apiFailure("checkoutV2", 400, "Invalid SPID");
      if (payload.Items.length === 0) return apiFailure("checkoutV2", 400, "No Order Items");
      if (payload.ExternalReference.ServiceAvailabilityUUID === "")
        return apiFailure("checkoutV2", 400, "No service availability data");
      return Effect.sync(() =>
        place(
          payload.CustomerUUID,
          // v2 lines carry no price: the simulator charges a first month of $69 for the plan
          payload.Items.map((item) => ({
            ItemUUID: item.ItemUUID,
            VirtualType: item.VirtualType,
            PriceCents: item.VirtualType === "VT_PLAN" ? 6900 : 0,
          })),
        ),
      );
    },
    orders: (customerUUID) =>
      Effect.succeed({
        Orders: [...orders.values()]
          .filter((stored) => stored.customerUUID === customerUUID)
          .map(({ order }) => ({
            ...(order.UUID === undefined ? {} : { UUID: order.UUID }),
            Number: order.Number ?? "",
            Status: order.Status,
            ...(order.AmountCents === undefined ? {} : { AmountCents: order.AmountCents }),
            ...(order.CreatedAtNanos === undefined ? {} : { CreatedAtNanos: order.CreatedAtNanos }),
          })),
      }),
    order: (customerUUID, orderNumber, version = "v3") =>
      Effect.map(find("order", customerUUID, orderNumber), (stored) => {
        const order: Order = { ...stored.order, Status: read(stored) };
        return version === "v2" ? { ...order, OrderNotes: stored.notes } : order;
      }),
    esimOrderStatus: (customerUUID, orderNumber) =>
      Effect.flatMap(find("esimOrderStatus", customerUUID, orderNumber), (stored) => {
        if (!stored.esim) return apiFailure("esimOrderStatus", 404, "No data");
        const status = read(stored);
        return Effect.succeed({
          Number: orderNumber,
          Status: status,
          ESIMs: [
            status === "COMPLETED"
              ? { ICCID: "8964000000000000001", ActivationCode: `LPA:1$smdp.example.nz$${orderNumber}` }
              : { ICCID: "8964000000000000001" },
          ],
        });
      }),
  };
};

export const memoryCheckoutApiLayer = (
  api: CheckoutApiService = makeMemoryCheckoutApi(),
): Layer.Layer<CheckoutApi> => Layer.succeed(CheckoutApi, api);
