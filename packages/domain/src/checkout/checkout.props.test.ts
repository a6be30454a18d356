import * as Either from "effect/Either";
import fc from "fast-check";
import { describe, it } from "vitest";
import { productionFlags } from "../config";
import { afterpayReturnDecision } from "./afterpay-return";
import { buildCheckoutPayload } from "./build-checkout-payload";
import { paymentStep } from "./payment-decision";
import type { SavedPurchase } from "./saved-purchase";
import { validateTransfer } from "./transfer-rules";

const text = fc.option(fc.string({ maxLength: 6 }), { nil: undefined });
const flags = fc.record({
  afterpay: fc.boolean(),
  checkoutPaymentConfirmation: fc.boolean(),
  numberPortingAtCheckout: fc.boolean(),
  deliveryInstructions: fc.boolean(),
  contactNumber: fc.boolean(),
});

/** 10,000 runs of a model-based property take a while on a busy machine. */
const PROPERTY_TIMEOUT_MS = 120_000;

describe("checkout laws", () => {
  it(
    "transfer details are never required without the transfer flag",
    () => {
      fc.assert(
        fc.property(
          fc.record({ Provider: text, AccountHolderName: text, AccountNumber: text, ConnectionID: text }),
          (details) => Either.isRight(validateTransfer(false, details)),
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "a built checkout carries SPID 67 and exactly the cart's items",
    () => {
      const item = fc.record({
        ItemUUID: fc.stringMatching(/^[a-z]{1,5}$/),
        Quantity: fc.integer({ min: 1, max: 5 }),
        PriceCents: fc.nat({ max: 100_000 }),
        Type: fc.constantFrom("TYPE_PRODUCT" as const, "TYPE_VIRTUAL" as const),
        PhysicalType: fc.constantFrom("SIM" as const, "MODEM" as const),
      });
      fc.assert(
        fc.property(fc.array(item, { minLength: 1, maxLength: 5 }), flags, (items, on) => {
          const address = {
            City: "Napier",
            Country: "New Zealand",
            Postcode: "4110",
            Lines: ["1 Marine Pde"],
            Phone: "0211234567",
          };
          const built = buildCheckoutPayload({ items, address }, { ...productionFlags, ...on });
          return (
            Either.isRight(built) && built.right.SPID === 67 && built.right.Items.length === items.length
          );
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "a card is confirmed only with a client secret and the confirmation flag on",
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom("card" as const, "afterpay" as const),
          text,
          flags,
          (method, secret, on) => {
            const step = paymentStep(method, secret, { ...productionFlags, ...on });
            return (
              step._tag !== "ConfirmCard" ||
              (method === "card" && on.checkoutPaymentConfirmation && secret !== undefined && secret !== "")
            );
          },
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "an instalment return lands on a thanks page when paid and on a failed checkout otherwise",
    () => {
      const purchase = fc.record({
        kind: fc.constantFrom("shop" as const, "fwa" as const, "ufb" as const),
        status: fc.constantFrom("pending" as const, "completed" as const),
        summary: fc.constant({ number: "O1", e_sim: false, is_only_sim: false }),
      });
      fc.assert(
        fc.property(
          fc.option(fc.constantFrom("succeeded", "processing", "failed", "requires_payment_method"), {
            nil: undefined,
          }),
          fc.boolean(),
          purchase,
          (redirectStatus, broadband, saved: SavedPurchase) => {
            const decision = afterpayReturnDecision({ redirectStatus, broadband, purchase: saved });
            const paid = redirectStatus === "succeeded" || redirectStatus === "processing";
            return paid
              ? decision._tag === "Completed" && decision.path.startsWith("/thanks")
              : decision._tag === "Failed" && decision.path.endsWith("?redirect_status=failed");
          },
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
