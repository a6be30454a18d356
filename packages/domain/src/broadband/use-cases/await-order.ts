import * as Effect from "effect/Effect";
import { SPID } from "../../config";
import { Clock, type ApiError } from "../../ports";
import type { BroadbandApiService } from "../broadband-api";
import { BroadbandOrderFailed, BroadbandOrderStillProcessing } from "../broadband-errors";
import type { BroadbandNetwork } from "../broadband-plan";
import { isDeleted } from "../fwa";
import { ORDER_POLL_TIMEOUT_MS, orderStatusDecision } from "../order-status";
import { productWaitDecision } from "../product-wait";

/** The UUIDs of the customer's live broadband products of a network (deleted ones left out). */
export const broadbandProductUUIDs = (
  api: BroadbandApiService,
  network: BroadbandNetwork,
  customerUUID: string,
): Effect.Effect<ReadonlyArray<string>, ApiError> =>
  network === "fwa"
    ? Effect.map(api.fwaProducts(customerUUID), (reply) =>
        reply.Products.filter((product) => !isDeleted(product)).map((product) => product.UUID),
      )
    : Effect.map(
        api.fibreList("UFB", { SPID: SPID, UUID: customerUUID, PageNumber: 1, PageItemCount: 100 }),
        (page) => page.Items.filter((product) => !isDeleted(product)).map((product) => product.UUID),
      );

/**
 * Reads the order's status every 250 ms until COMPLETED or PROCESSING; FAILED fails with the first order note, and
 * after 3 minutes of neither the order is reported as still processing.
 */
export const awaitOrderStatus = <E>(
  orderId: string,
  readOrder: Effect.Effect<
    { readonly Status: string; readonly OrderNotes?: ReadonlyArray<{ readonly Note: string }> | undefined },
    E
  >,
): Effect.Effect<void, E | BroadbandOrderFailed | BroadbandOrderStillProcessing, Clock> =>
  Effect.gen(function* () {
    const clock = yield* Clock;
    const started = clock.nowMillis();
    for (;;) {
      const decision = orderStatusDecision(yield* readOrder);
      if (decision._tag === "Success") return;
      if (decision._tag === "Failed")
        return yield* new BroadbandOrderFailed({
          orderId,
          note: decision.note,
          key: decision.key,
          orderStatusError: true,
        });
      if (clock.nowMillis() - started >= ORDER_POLL_TIMEOUT_MS)
        return yield* new BroadbandOrderStillProcessing({ orderId });
      yield* Effect.sleep(decision.afterMs);
    }
  });

/**
 * Checks every 250 ms, for up to 3 minutes, for a product that was not there before the order. Its UUID, or
 * undefined when none appeared in time (it is still being set up).
 */
export const awaitNewProduct = <E>(
  products: Effect.Effect<ReadonlyArray<string>, E>,
  before: ReadonlySet<string>,
): Effect.Effect<string | undefined, E, Clock> =>
  Effect.gen(function* () {
    const clock = yield* Clock;
    const started = clock.nowMillis();
    for (;;) {
      const fresh = (yield* products).find((uuid) => !before.has(uuid));
      const decision = productWaitDecision({
        startedAt: started,
        now: clock.nowMillis(),
        found: fresh !== undefined,
      });
      if (decision._tag === "Found") return fresh;
      if (decision._tag === "TimedOut") return undefined;
      yield* Effect.sleep(decision.afterMs);
    }
  });
