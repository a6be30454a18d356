import { translate } from "@waea/adapters/i18n";
import type { EsimOrderStatus, EsimProfile, Order, OrderProduct, OrderSummary } from "@waea/domain/checkout";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import type { OrderLine, StoredOrder } from "../world/checkout";
import { randomFor, uuidFor } from "../world/prng";
import { keyedCode } from "../world/secrets";
import type { World } from "../world/world";
import { ownCustomer } from "./access";
import { progressStatus } from "./order-payment";

const noData = (): Refusal => refuse(404, translate("en", "checkout.no_data"));

/** An order of a customer account of the signed-in login, by its number or its UUID. */
export const ownOrder = (
  context: SignedInContext,
  customerUuid: string,
  id: string,
): StoredOrder | Refusal => {
  const customer = ownCustomer(context, customerUuid);
  if (isRefusal(customer)) return customer;
  const orders = context.world.checkout.orders;
  const order = Object.hasOwn(orders, id)
    ? orders[id]
    : Object.values(orders).find((candidate) => candidate.UUID === id);
  return order === undefined || order.CustomerUUID !== customerUuid ? noData() : order;
};

const isEsim = (line: OrderLine): boolean => line.VirtualType === "VT_ESIM";
const isSim = (line: OrderLine): boolean => line.PhysicalType === "SIM" || isEsim(line);

/** The mobile services a completed shop order's SIM lines made, one per SIM (stable under the seed). */
const simProducts = (world: World, order: StoredOrder, line: OrderLine): ReadonlyArray<OrderProduct> =>
  Array.from({ length: line.Quantity }, (_, n) => ({
    UUID: uuidFor(world.seed, `order-product:${line.UUID}:${n}`),
    ...(line.ProductCatalogUUID === undefined ? {} : { ProductCatalogUUID: line.ProductCatalogUUID }),
    ...(line.ProductAvailabilityUUID === undefined
      ? {}
      : { ProductAvailabilityUUID: line.ProductAvailabilityUUID }),
    Name: line.Name ?? "Mobile",
    MSISDN: `6421${randomFor(world.seed, `order-product:${line.UUID}:${n}`).digits(7)}`,
    Status: isEsim(line) ? "READY" : order.Kind === "shop" ? "DISPATCHED" : "ACTIVE",
  }));

const productsOf = (
  world: World,
  order: StoredOrder,
  line: OrderLine,
  done: boolean,
): ReadonlyArray<OrderProduct> => {
  if (line.Products !== undefined) return line.Products;
  if (!done) return [];
  if (order.Kind === "shop") return isSim(line) ? simProducts(world, order, line) : [];
  const made = order.ProductUUID === undefined ? undefined : world.core.products[order.ProductUUID];
  return line.VirtualType === "VT_PLAN" && made !== undefined
    ? [
        {
          UUID: made.UUID,
          Name: line.Name ?? "Wireless Broadband",
          Status: made.Status === 4 ? "ACTIVE" : "PENDING",
        },
      ]
    : [];
};

/** An order as the detail call answers it (v2 adds its notes). */
export const orderView = (world: World, order: StoredOrder, nowMillis: number, withNotes: boolean): Order => {
  const status = progressStatus(world, order, nowMillis);
  const done = status === "COMPLETED";
  return {
    UUID: order.UUID,
    Number: order.Number,
    Status: status,
    OrderItems: order.Lines.map((line) => ({
      UUID: line.UUID,
      ItemUUID: line.ItemUUID,
      ...(line.Name === undefined ? {} : { Name: line.Name }),
      Quantity: line.Quantity,
      PriceCents: line.PriceCents,
      ...(line.VirtualType === undefined ? {} : { VirtualType: line.VirtualType }),
      Products: productsOf(world, order, line, done),
    })),
    ...(withNotes ? { OrderNotes: order.Notes } : {}),
    AmountCents: order.AmountCents,
    CreatedAtNanos: millisToNanos(order.CreatedAtMillis),
  };
};

/** An order as the list shows it. */
export const orderSummary = (world: World, order: StoredOrder, nowMillis: number): OrderSummary => ({
  UUID: order.UUID,
  Number: order.Number,
  Status: progressStatus(world, order, nowMillis),
  AmountCents: order.AmountCents,
  CreatedAtNanos: millisToNanos(order.CreatedAtMillis),
});

/**
 * Where an eSIM order stands (SHOP-06): one profile per eSIM with its ICCID and number; the activation code (an
 * LPA string for the QR code) once the order is done. An order without eSIMs has no eSIM status ('No data').
 */
export const esimStatus = (
  world: World,
  order: StoredOrder,
  nowMillis: number,
): EsimOrderStatus | Refusal => {
  const lines = order.Lines.filter(isEsim);
  if (lines.length === 0) return noData();
  const status = progressStatus(world, order, nowMillis);
  const ready = status === "COMPLETED";
  const profiles = lines.flatMap((line) =>
    Array.from({ length: line.Quantity }, (_, n): EsimProfile => {
      const random = randomFor(world.seed, `esim:${line.UUID}:${n}`);
      // Keyed, not the seed's: whoever holds the code downloads the eSIM.
      const code = keyedCode(world.secrets, `esim-code:${line.UUID}:${n}`);
      return {
        ICCID: `8964024${random.digits(12)}`,
        MSISDN: `6421${randomFor(world.seed, `order-product:${line.UUID}:${n}`).digits(7)}`,
        ...(ready ? { ActivationCode: `LPA:1$smdp.waea.test$${code}` } : {}),
        Status: ready ? "READY" : "PREPARING",
      };
    }),
  );
  return { Number: order.Number, Status: status, ESIMs: profiles };
};
