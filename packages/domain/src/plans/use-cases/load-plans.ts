import * as Effect from "effect/Effect";
import type { PlanKind } from "../../config";
import type { ApiError } from "../../ports";
import { withRecurringCents, type CatalogEntry } from "../catalog-entry";
import { catalogProductTypes, type CatalogPurpose } from "../catalog-product-type";
import { catalogEntriesRequest } from "../plan-lists";
import { isBasePlanEntry, isOffered, orderPlans } from "../plan-order";
import { PlansApi } from "../plans-api";

/**
 * The plans offered for a plan kind: the postpay list for postpay, the prepay list for prepay and PAYG; plans only
 * (not add-ons), offered ones only, in priority order, with RecurringRetailPrice copied to Cents.
 */
export const loadPlans = (kind: PlanKind): Effect.Effect<ReadonlyArray<CatalogEntry>, ApiError, PlansApi> =>
  Effect.gen(function* () {
    const api = yield* PlansApi;
    const entries =
      kind === "postpay"
        ? (yield* api.postpayMobilePlans()).PostpayMobilePlans
        : (yield* api.prepayMobilePlans()).PrepayAddons;
    return orderPlans(entries.filter((e) => isBasePlanEntry(e) && isOffered(e)).map(withRecurringCents));
  });

/** Catalog entries of a kind and purpose for a customer (and product, whose offers apply), offered and ordered. */
export const loadCatalog = (
  kind: PlanKind,
  purpose: CatalogPurpose,
  customerUUID: string,
  productUUID?: string,
): Effect.Effect<ReadonlyArray<CatalogEntry>, ApiError, PlansApi> =>
  Effect.gen(function* () {
    const api = yield* PlansApi;
    const reply = yield* api.catalogEntries(
      catalogEntriesRequest(catalogProductTypes(kind, purpose), customerUUID, productUUID),
    );
    const wanted = purpose === "plans" ? reply.Entries.filter(isBasePlanEntry) : reply.Entries;
    return orderPlans(wanted.filter(isOffered).map(withRecurringCents));
  });
