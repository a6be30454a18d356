import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { BillingApi } from "../billing-api";
import { billingError, requireAccount, type BillingError } from "../billing-error";
import { documentNotFound } from "../documents";
import type { Invoice } from "../invoice";

/** A single invoice by number; a failure to find it rejects with "Invoice or receipt #{number} not found". */
export const getInvoice = (
  customerUUID: string,
  number: string,
): Effect.Effect<Invoice, BillingError | ApiError, BillingApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(customerUUID);
    const api = yield* BillingApi;
    return yield* api.getInvoice(customer, number).pipe(
      Effect.catchIf(
        (error) => error._tag === "ApiFailure" && error.status === 404,
        () => Effect.fail(billingError(documentNotFound(number))),
      ),
    );
  });
