import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addItem } from "./add-item";
import { addSimType } from "./add-sim-type";
import type { CartPlan } from "./cart-plan";
import { isSimKind, type LocalItemType } from "./item-kinds";
import type { LocalCart, LocalCartItem } from "./local-cart";
import { cartLines, emptyCart, withItems } from "./local-cart";
import { mergeServerCart } from "./merge-server-cart";
import { removeItem } from "./remove-item";
import type { ServerCartItem } from "./server-cart-item";
import { setQuantity } from "./set-quantity";
import { SIM_ITEM_UUIDS, type SimType } from "./sim-types";

// ---- generators: small id pools so that lines collide, repeat and relate --------------------------------------

const ids = fc.constantFrom("a", "b", "c", "d", "plan:x", "line-1");
const catalogIds = fc.option(fc.constantFrom("cat-1", "cat-2"), { nil: undefined });
const availabilityIds = fc.option(fc.constantFrom("av-1", "av-2"), { nil: undefined });
const lineType = fc.constantFrom<LocalItemType>("mobile", "sim", "esim", "plan");

const lineArb: fc.Arbitrary<LocalCartItem> = fc
  .record({
    id: ids,
    type: lineType,
    price: fc.nat({ max: 200_000 }),
    quantity: fc.integer({ min: -2, max: 5 }),
    catalog: catalogIds,
    availability: availabilityIds,
    removable: fc.boolean(),
    quantifiable: fc.boolean(),
  })
  .map(({ catalog, availability, ...line }) => ({
    ...line,
    product: {
      price: line.price,
      item: {
        ...(catalog === undefined ? {} : { ProductCatalogUUID: catalog }),
        ...(availability === undefined ? {} : { ProductAvailabilityUUID: availability }),
      },
    },
  }));

const planArb: fc.Arbitrary<CartPlan> = fc.record({
  ProductCatalogUUID: fc.constantFrom("cat-1", "cat-2"),
  ProductAvailabilityUUID: fc.constantFrom("av-1", "av-2", "x"),
  Name: fc.constantFrom("Small", "Unlimited"),
  PriceCents: fc.nat({ max: 20_000 }),
});
const simTypeArb = fc.constantFrom<SimType>("e_sim", "real_sim");

const serverItemArb: fc.Arbitrary<ServerCartItem> = fc.record({
  UUID: fc.constantFrom("line-1", "line-2", "line-3", "a"),
  ItemUUID: fc.constantFrom("item-1", "item-2"),
  ProductCatalogUUID: fc.constantFrom("cat-1", "cat-2"),
  ProductAvailabilityUUID: fc.constantFrom("av-1", "av-2"),
  Quantity: fc.integer({ min: 1, max: 4 }),
  PriceCents: fc.nat({ max: 20_000 }),
  Type: fc.constantFrom("TYPE_PRODUCT" as const, "TYPE_VIRTUAL" as const),
  VirtualType: fc.constantFrom("VT_PLAN" as const, "VT_ESIM" as const, "VT_NONE" as const),
  PhysicalType: fc.constantFrom("SIM" as const, "MODEM" as const),
});
const serverArb = fc.record({
  UUID: fc.constantFrom("cart-1", "cart-2"),
  Number: fc.constantFrom("C1", "C2"),
  Items: fc.array(serverItemArb, { maxLength: 6 }),
});

const cartArb: fc.Arbitrary<LocalCart> = fc
  .array(
    fc.oneof(
      lineArb.map((line) => ({ line })),
      fc.record({ sim: simTypeArb, plan: planArb }),
    ),
    { maxLength: 8 },
  )
  .map((steps) =>
    steps.reduce<LocalCart>(
      (cart, step) => ("line" in step ? addItem(cart, step.line) : addSimType(cart, step.sim, step.plan)),
      emptyCart,
    ),
  );

const nonSimLines = (cart: LocalCart) => cartLines(cart).filter((line) => !isSimKind(line.type));
const simKindCount = (cart: LocalCart, types: ReadonlyArray<LocalItemType>) =>
  cartLines(cart).filter((line) => types.includes(line.type)).length;

// ---- the model: a plain map of what each line should hold ------------------------------------------------------

interface ModelLine {
  readonly type: LocalItemType;
  quantity: number;
  readonly quantifiable: boolean;
  readonly removable: boolean;
  readonly catalog: string | undefined;
  readonly availability: string | undefined;
}
type Model = Map<string, ModelLine>;
interface Real {
  cart: LocalCart;
}

const modelRemove = (model: Model, id: string): void => {
  const line = model.get(id);
  if (line === undefined || !line.removable) return;
  if (!isSimKind(line.type)) {
    model.delete(id);
    return;
  }
  for (const [otherId, other] of [...model]) {
    const related =
      line.catalog !== undefined &&
      line.availability !== undefined &&
      other.catalog === line.catalog &&
      other.availability === line.availability;
    const all = line.catalog === undefined || line.availability === undefined;
    if (otherId === id || related || (all && isSimKind(other.type))) model.delete(otherId);
  }
};

const agrees = (model: Model, real: Real): void => {
  const lines = cartLines(real.cart);
  expect(lines.map((line) => line.id).sort()).toEqual([...model.keys()].sort());
  for (const line of lines) {
    expect(line.quantity).toBe(model.get(line.id)?.quantity);
    // law: quantities are never negative (and always whole)
    expect(Number.isInteger(line.quantity) && line.quantity >= 0).toBe(true);
  }
};

class AddCommand implements fc.Command<Model, Real> {
  constructor(readonly line: LocalCartItem) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const before = real.cart.items[this.line.id];
    real.cart = addItem(real.cart, this.line);
    const added = this.line.quantity >= 1 ? this.line.quantity : 1;
    const existing = model.get(this.line.id);
    if (existing === undefined)
      model.set(this.line.id, {
        type: this.line.type,
        quantity: this.line.quantifiable ? added : 1,
        quantifiable: this.line.quantifiable,
        removable: this.line.removable,
        catalog: this.line.product.item.ProductCatalogUUID,
        availability: this.line.product.item.ProductAvailabilityUUID,
      });
    else if (existing.quantifiable) existing.quantity += added;
    // law: adding an item already in the cart increases its quantity
    if (before?.quantifiable === true)
      expect(real.cart.items[this.line.id]?.quantity).toBeGreaterThan(before.quantity);
    agrees(model, real);
  }
  toString = () => `add(${this.line.id}:${this.line.type}x${this.line.quantity})`;
}

class SetQuantityCommand implements fc.Command<Model, Real> {
  constructor(
    readonly id: string,
    readonly quantity: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const before = real.cart.items[this.id];
    real.cart = setQuantity(real.cart, this.id, this.quantity);
    const line = model.get(this.id);
    if (line !== undefined) {
      if (this.quantity <= 0) modelRemove(model, this.id);
      else if (line.quantifiable) line.quantity = this.quantity;
    }
    // law: setting 0 removes (a removable line)
    if (this.quantity === 0 && before?.removable === true) expect(real.cart.items[this.id]).toBeUndefined();
    agrees(model, real);
  }
  toString = () => `setQuantity(${this.id}, ${this.quantity})`;
}

class AddSimTypeCommand implements fc.Command<Model, Real> {
  constructor(
    readonly simType: SimType,
    readonly plan: CartPlan,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    real.cart = addSimType(real.cart, this.simType, this.plan);
    for (const [id, line] of [...model]) if (isSimKind(line.type)) model.delete(id);
    const ids = { catalog: this.plan.ProductCatalogUUID, availability: this.plan.ProductAvailabilityUUID };
    const simType = this.simType === "e_sim" ? "esim" : "sim";
    model.set(SIM_ITEM_UUIDS[this.simType], {
      type: simType,
      quantity: 1,
      quantifiable: false,
      removable: true,
      ...ids,
    });
    model.set(`plan:${this.plan.ProductAvailabilityUUID}`, {
      type: "plan",
      quantity: 1,
      quantifiable: false,
      removable: false,
      ...ids,
    });
    // law: adding a SIM type leaves exactly one SIM-kind item and its plan item
    expect(simKindCount(real.cart, ["sim", "esim"])).toBe(1);
    expect(simKindCount(real.cart, ["plan"])).toBe(1);
    agrees(model, real);
  }
  toString = () => `addSimType(${this.simType}, ${this.plan.ProductAvailabilityUUID})`;
}

class RemoveCommand implements fc.Command<Model, Real> {
  constructor(readonly id: string) {}
  check = () => true;
  run(model: Model, real: Real): void {
    real.cart = removeItem(real.cart, this.id);
    modelRemove(model, this.id);
    agrees(model, real);
  }
  toString = () => `remove(${this.id})`;
}

class MergeCommand implements fc.Command<Model, Real> {
  constructor(
    readonly server: {
      readonly UUID: string;
      readonly Number: string;
      readonly Items: ReadonlyArray<ServerCartItem>;
    },
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const untouched = nonSimLines(real.cart);
    real.cart = mergeServerCart(real.cart, this.server);
    for (const [id, line] of [...model]) if (isSimKind(line.type)) model.delete(id);
    for (const item of this.server.Items) {
      const type: LocalItemType | undefined =
        item.VirtualType === "VT_PLAN"
          ? "plan"
          : item.VirtualType === "VT_ESIM"
            ? "esim"
            : item.PhysicalType === "SIM"
              ? "sim"
              : undefined;
      const id = item.UUID ?? "";
      if (type === undefined || (model.has(id) && !isSimKind(model.get(id)?.type ?? "mobile"))) continue;
      model.set(id, {
        type,
        quantity: item.Quantity,
        quantifiable: false,
        removable: type !== "plan",
        catalog: item.ProductCatalogUUID,
        availability: item.ProductAvailabilityUUID,
      });
    }
    // law: merge keeps non-SIM items untouched
    expect(nonSimLines(real.cart)).toEqual(untouched);
    agrees(model, real);
  }
  toString = () => `merge(${this.server.Items.map((item) => item.UUID).join(",")})`;
}

const commands = [
  lineArb.map((line) => new AddCommand(line)),
  fc.tuple(ids, fc.integer({ min: -2, max: 6 })).map(([id, q]) => new SetQuantityCommand(id, q)),
  fc.tuple(simTypeArb, planArb).map(([sim, plan]) => new AddSimTypeCommand(sim, plan)),
  fc
    .oneof(ids, fc.constantFrom("3b0e51a0-0000-4000-8000-000000000001", "plan:av-1"))
    .map((id) => new RemoveCommand(id)),
  serverArb.map((server) => new MergeCommand(server)),
];

/** 10,000 runs of a model-based property take a while on a busy machine. */
const PROPERTY_TIMEOUT_MS = 120_000;

describe("cart laws", () => {
  it(
    "cart operations agree with a simple model, and quantities are never negative",
    () => {
      fc.assert(
        fc.property(fc.commands(commands, { maxCommands: 30 }), (cmds) => {
          fc.modelRun(() => ({ model: new Map(), real: { cart: emptyCart } }), cmds);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "quantities are never negative whatever quantity is set",
    () => {
      fc.assert(
        fc.property(cartArb, ids, fc.double(), (cart, id, quantity) =>
          cartLines(setQuantity(cart, id, quantity)).every(
            (line) => Number.isInteger(line.quantity) && line.quantity >= 0,
          ),
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "adding an existing quantifiable item increases its quantity by the added amount",
    () => {
      fc.assert(
        fc.property(cartArb, lineArb, fc.integer({ min: 1, max: 9 }), (cart, line, held) => {
          const holding = withItems(cart, {
            ...cart.items,
            [line.id]: { ...line, quantity: held, quantifiable: true },
          });
          const added = line.quantity >= 1 ? line.quantity : 1;
          return addItem(holding, line).items[line.id]?.quantity === held + added;
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "setting quantity 0 removes a removable item",
    () => {
      fc.assert(
        fc.property(cartArb, lineArb, (cart, line) => {
          const holding = withItems(cart, { ...cart.items, [line.id]: { ...line, removable: true } });
          return setQuantity(holding, line.id, 0).items[line.id] === undefined;
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "adding a SIM type leaves exactly one SIM-kind item and its plan item",
    () => {
      fc.assert(
        fc.property(cartArb, simTypeArb, planArb, (cart, simType, plan) => {
          const after = addSimType(cart, simType, plan);
          const sims = cartLines(after).filter((line) => line.type === "sim" || line.type === "esim");
          const plans = cartLines(after).filter((line) => line.type === "plan");
          return (
            sims.length === 1 &&
            plans.length === 1 &&
            sims[0]?.product.item.ProductAvailabilityUUID === plans[0]?.product.item.ProductAvailabilityUUID
          );
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "merge is idempotent",
    () => {
      fc.assert(
        fc.property(cartArb, serverArb, (cart, server) => {
          const once = mergeServerCart(cart, server);
          expect(mergeServerCart(once, server)).toEqual(once);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "merge keeps non-SIM items untouched",
    () => {
      fc.assert(
        fc.property(cartArb, serverArb, (cart, server) => {
          expect(nonSimLines(mergeServerCart(cart, server))).toEqual(nonSimLines(cart));
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
