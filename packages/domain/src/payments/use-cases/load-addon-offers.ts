import * as Effect from "effect/Effect";
import type { MobileProduct } from "../../account";
import { loadCatalog, type CatalogEntry } from "../../plans";
import type { PlansApi } from "../../plans/api";
import type { ApiError } from "../../ports";
import { addonCatalogKindOf, addonEntries, addonPurchaseKindOf } from "../addon-offers";
import type { AddonPurchaseKind } from "../addon-purchase";
import type { PaymentsApi } from "../payments-api";
import { requireAccount, type PaymentsError } from "../payments-error";
import { loadPrepayBalance, type PrepayBalance } from "./top-up";

export interface AddonOffers {
  readonly kind: AddonPurchaseKind;
  /** The add-ons the product may buy (base plans left out), offered ones only, in priority order. */
  readonly addons: ReadonlyArray<CatalogEntry>;
  /** The prepay balance that pays a prepay add-on; none on postpay. */
  readonly balance: PrepayBalance | undefined;
}

/**
 * PLAN-04: what the add-ons page offers a product: its purchase kind, the add-ons of its catalog (with the product's
 * offers applied) and, on prepay, the balance that can pay for them. Catalog and balance are read side by side.
 */
export const loadAddonOffers = (input: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
}): Effect.Effect<AddonOffers, ApiError | PaymentsError, PlansApi | PaymentsApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(input.customerUUID);
    const kind = addonPurchaseKindOf(input.product);
    const catalog = loadCatalog(addonCatalogKindOf(input.product), "addons", customer, input.product.UUID);
    const balance =
      kind === "postpay"
        ? Effect.succeed(undefined)
        : loadPrepayBalance(customer, input.product.UUID).pipe(
            Effect.map((b): PrepayBalance | undefined => b),
          );
    const [entries, prepay] = yield* Effect.all([catalog, balance], { concurrency: "unbounded" });
    return { kind, addons: addonEntries(entries), balance: prepay };
  });
