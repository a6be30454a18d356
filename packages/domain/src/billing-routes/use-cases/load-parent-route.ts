import * as Effect from "effect/Effect";
import { BillingRoutesApi } from "../billing-routes-api";
import { hasParentRoute } from "../parent-route";

/**
 * Whether a parent billing route pays for the account, for the guards (the restore's only question about routes):
 * the routes list alone, without the approvals and rights the billing routes page loads. A failed list counts as
 * none, as on that page (spec 03 §8).
 */
export const loadHasParentRoute = (customerUuid: string): Effect.Effect<boolean, never, BillingRoutesApi> =>
  Effect.flatMap(BillingRoutesApi, (api) =>
    api.listRoutes(customerUuid).pipe(
      Effect.map((reply) => hasParentRoute(reply.BillingRoutes)),
      Effect.orElseSucceed(() => false),
    ),
  );
