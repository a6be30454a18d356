import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import * as Schedule from "effect/Schedule";
import { SPID } from "../../config";
import type { ApiError } from "../../ports";
import type { BroadbandApiService } from "../broadband-api";
import { BroadbandOrderFailed, BroadbandOrderStillProcessing } from "../broadband-errors";
import type { BroadbandNetwork } from "../broadband-plan";
import { isDeleted } from "../fwa";
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_TIMEOUT_MS, orderStatusDecision } from "../order-status";
import { PRODUCT_CHECK_INTERVAL_MS, PRODUCT_WAIT_TIMEOUT_MS } from "../product-wait";

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

/** Spec 03 §4: an order's status is read every 250 ms, for 3 minutes at most (ORDER_POLL_TIMEOUT_MS). */
export const orderPollSchedule: Schedule.Schedule<number> = Schedule.spaced(
  Duration.millis(ORDER_POLL_INTERVAL_MS),
).pipe(Schedule.upTo(Duration.millis(ORDER_POLL_TIMEOUT_MS)));

/** Spec 03 §4: after the order the new product is looked for every 250 ms, for up to 3 minutes. */
export const productCheckSchedule: Schedule.Schedule<number> = Schedule.spaced(
  Duration.millis(PRODUCT_CHECK_INTERVAL_MS),
).pipe(Schedule.upTo(Duration.millis(PRODUCT_WAIT_TIMEOUT_MS)));

/** Repeats `effect` on `schedule` while `again` holds, and hands back its last value (the window may have closed). */
const repeatWhile = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  schedule: Schedule.Schedule<number>,
  again: (value: A) => boolean,
): Effect.Effect<A, E, R> =>
  Effect.repeat(effect, schedule.pipe(Schedule.whileInput(again), Schedule.passthrough));

/**
 * Reads the order's status on orderPollSchedule until COMPLETED or PROCESSING; FAILED fails with the first order
 * note, and after 3 minutes of neither the order is reported as still processing. Time is Effect's Clock.
 */
export const awaitOrderStatus = <E>(
  orderId: string,
  readOrder: Effect.Effect<
    { readonly Status: string; readonly OrderNotes?: ReadonlyArray<{ readonly Note: string }> | undefined },
    E
  >,
): Effect.Effect<void, E | BroadbandOrderFailed | BroadbandOrderStillProcessing> =>
  Effect.gen(function* () {
    const decision = yield* repeatWhile(
      Effect.map(readOrder, orderStatusDecision),
      orderPollSchedule,
      (last) => last._tag === "Poll",
    );
    switch (decision._tag) {
      case "Success":
        return;
      case "Failed":
        return yield* new BroadbandOrderFailed({
          orderId,
          note: decision.note,
          key: decision.key,
          orderStatusError: true,
        });
      case "Poll":
        return yield* new BroadbandOrderStillProcessing({ orderId });
    }
  });

/**
 * Looks on productCheckSchedule for a product that was not there before the order. Its UUID, or undefined when none
 * appeared in time (it is still being set up).
 */
export const awaitNewProduct = <E>(
  products: Effect.Effect<ReadonlyArray<string>, E>,
  before: ReadonlySet<string>,
): Effect.Effect<string | undefined, E> =>
  repeatWhile(
    Effect.map(products, (uuids) => uuids.find((uuid) => !before.has(uuid))),
    productCheckSchedule,
    (fresh) => fresh === undefined,
  );
