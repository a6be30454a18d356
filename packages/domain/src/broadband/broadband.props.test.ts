import * as Either from "effect/Either";
import fc from "fast-check";
import { describe, it } from "vitest";
import { AcceptedAvailability, checkAvailability } from "./availability";
import { orderStatusDecision } from "./order-status";

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
    "an order status is a success, a failure or another poll, and only FAILED fails",
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
          return decision._tag === "Poll";
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
