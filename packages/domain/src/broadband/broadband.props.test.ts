import * as Either from "effect/Either";
import fc from "fast-check";
import { describe, it } from "vitest";
import { AcceptedAvailability, checkAvailability } from "./availability";
import { orderStatusDecision } from "./order-status";
import { PRODUCT_CHECK_INTERVAL_MS, PRODUCT_WAIT_TIMEOUT_MS, productWaitDecision } from "./product-wait";

const status = fc.oneof(
  fc.constantFrom("COMPLETED", "PROCESSING", "FAILED", "NEW", "completed"),
  fc.string({ maxLength: 8 }),
);

/** 10,000 runs of a model-based property take a while on a busy machine. */
const PROPERTY_TIMEOUT_MS = 120_000;

describe("broadband laws", () => {
  it(
    "only the three accepted availability statuses go on",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.constantFrom(...AcceptedAvailability.literals), fc.string()),
          (value) =>
            Either.isRight(checkAvailability(value)) ===
            (AcceptedAvailability.literals as ReadonlyArray<string>).includes(value),
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "an order status is a success, a failure or a 250 ms poll, and only FAILED fails",
    () => {
      fc.assert(
        fc.property(status, fc.array(fc.string(), { maxLength: 3 }), (value, notes) => {
          const decision = orderStatusDecision({
            Status: value,
            OrderNotes: notes.map((Note) => ({ Note })),
          });
          const upper = value.toUpperCase();
          if (upper === "COMPLETED" || upper === "PROCESSING") return decision._tag === "Success";
          if (upper === "FAILED") return decision._tag === "Failed" && decision.orderStatusError;
          return decision._tag === "Poll" && decision.afterMs === 250;
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "the product wait never sleeps past the 180000 ms deadline and always ends by it",
    () => {
      fc.assert(
        fc.property(fc.nat({ max: 1e12 }), fc.nat({ max: 400_000 }), (startedAt, elapsed) => {
          const decision = productWaitDecision({ startedAt, now: startedAt + elapsed, found: false });
          if (elapsed >= PRODUCT_WAIT_TIMEOUT_MS) return decision._tag === "TimedOut";
          return (
            decision._tag === "Wait" &&
            decision.afterMs > 0 &&
            decision.afterMs <= PRODUCT_CHECK_INTERVAL_MS &&
            elapsed + decision.afterMs <= PRODUCT_WAIT_TIMEOUT_MS
          );
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
