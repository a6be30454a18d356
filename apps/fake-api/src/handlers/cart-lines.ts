import { translate } from "@waea/adapters/i18n";
import {
  CART_STATE,
  MULTI_SIM_LIMIT,
  gstPartCents,
  type EshopAddress,
  type ServerCartItem,
} from "@waea/domain/cart";
import { MAX_CENTS } from "@waea/domain/money";
import { isRefusal, refuse, type Refusal } from "../server/handler";
import type { StoredCart } from "../world/cart";
import { uuidFor } from "../world/prng";
import { keyedUuid } from "../world/secrets";
import type { World } from "../world/world";
import { isSimLine, pricedLine, retiredPlanRefusal, simPlanRefusal } from "./shop-prices";

/**
 * The catalogue variant a line names: by its variant id, else by its item id when the item has one variant only
 * (the SIM kinds). Lines of other things (plans, whose prices the plans catalogue gives) name none.
 */
export const variantOf = (world: World, line: Pick<ServerCartItem, "ItemUUID" | "ItemVariantUUID">) => {
  const catalog = world.cart.catalog;
  if (line.ItemVariantUUID !== undefined)
    return catalog.find(
      (variant) => variant.UUID === line.ItemVariantUUID || variant.ItemVariantUUID === line.ItemVariantUUID,
    );
  const ofItem = catalog.filter(
    (variant) => variant.ItemUUID === line.ItemUUID || variant.UUID === line.ItemUUID,
  );
  return ofItem.length === 1 ? ofItem[0] : undefined;
};

/** The amount of some lines, or undefined past what the portal handles. */
export const amountOf = (lines: ReadonlyArray<Pick<ServerCartItem, "PriceCents" | "Quantity">>) => {
  const amount = lines.reduce((total, line) => total + line.PriceCents * line.Quantity, 0);
  return amount <= MAX_CENTS ? amount : undefined;
};

/**
 * Checks the lines of a cart or an order against the shop and prices every one from the server's catalogues (the
 * price sent is ignored): nothing outside them or no longer sold, at most 5 SIMs (the multi-SIM limit), a plan the
 * cart pays for on each SIM (the domain's rule), and a total the portal can handle. Item ids and the numbers of
 * lines are the contract's to check.
 */
export const checkLines = (
  world: World,
  lines: ReadonlyArray<ServerCartItem>,
): ReadonlyArray<ServerCartItem> | Refusal => {
  const pricedLines: ServerCartItem[] = [];
  for (const line of lines) {
    const priced = pricedLine(world, line, variantOf(world, line));
    if (isRefusal(priced)) return priced;
    pricedLines.push(priced);
  }
  const sims = pricedLines.filter(isSimLine).reduce((total, line) => total + line.Quantity, 0);
  if (sims > MULTI_SIM_LIMIT)
    return refuse(400, translate("en", "cart.too_many_sims", { max: MULTI_SIM_LIMIT }));
  const noPlan = simPlanRefusal(world, pricedLines) ?? retiredPlanRefusal(world, pricedLines);
  if (noPlan !== undefined) return noPlan;
  if (amountOf(pricedLines) === undefined) return refuse(400, "body.Items: the total is too large");
  return pricedLines;
};

/**
 * Stores a cart with checked lines: a new one gets the next id and number, an existing one keeps them (and its
 * customer and address unless new ones are given). Lines get their own ids; totals include GST (15%, prices are
 * GST-inclusive, so the tax part is 3/23 of the amount).
 */
export const storeCart = (
  world: World,
  nowMillis: number,
  facts: {
    readonly existing: StoredCart | undefined;
    readonly customerUUID: string | undefined;
    readonly lines: ReadonlyArray<ServerCartItem>;
    readonly address: EshopAddress | undefined;
    /** An anonymous cart's token (kept while no customer is attached). */
    readonly token?: string | undefined;
  },
): StoredCart => {
  const state = world.cart;
  let uuid = facts.existing?.UUID;
  let number = facts.existing?.Number;
  if (uuid === undefined || number === undefined) {
    state.sequence += 1;
    // Keyed, not the seed's: a cart's id is not to be worked out from the seed and the count of carts.
    uuid = keyedUuid(world.secrets, `cart:${state.sequence}`);
    number = `C${String(100000 + state.sequence)}`;
  }
  const cartUuid = uuid;
  const amount = amountOf(facts.lines) ?? 0;
  const customer = facts.customerUUID ?? facts.existing?.CustomerUUID;
  const address = facts.address ?? facts.existing?.Address;
  const cart: StoredCart = {
    UUID: cartUuid,
    Number: number,
    Items: facts.lines.map((line, index) => ({
      ...line,
      UUID: uuidFor(world.seed, `cart-line:${cartUuid}:${index}`),
    })),
    ...(customer === undefined ? {} : { CustomerUUID: customer }),
    AmountCents: amount,
    AmountTaxCents: gstPartCents(amount),
    State: CART_STATE,
    ...(address === undefined ? {} : { Address: address }),
    UpdatedAtMillis: nowMillis,
    ...(customer === undefined && facts.token !== undefined ? { Token: facts.token } : {}),
  };
  state.carts[cartUuid] = cart;
  return cart;
};

/** A checked-out cart keeps its lines, closed (State ORDERED) and attached to the customer who bought it. */
export const closeCart = (world: World, cart: StoredCart | undefined, customerUuid: string): void => {
  if (cart !== undefined)
    world.cart.carts[cart.UUID] = {
      ...withoutToken(cart),
      CustomerUUID: customerUuid,
      State: "ORDERED",
    };
};

/** A cart without its anonymous token: a customer's cart is reached by signing in, never by a token. */
export const withoutToken = (cart: StoredCart): StoredCart => {
  const { Token: _token, ...rest } = cart;
  return rest;
};
