import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { BillingApi } from "../billing-api";
import { billingError, requireAccount, type BillingError } from "../billing-error";
import { documentNotFound } from "../documents";
import type { Receipt } from "../receipt";

/**
 * PAY-07: one receipt (account/receipts/:number), found by its number or its id among the account's receipts (the
 * operator has no call for one receipt); none is "Invoice or receipt #{number} not found".
 */
export const getReceipt = (
  account: string,
  number: string,
): Effect.Effect<Receipt, BillingError | ApiError, BillingApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const api = yield* BillingApi;
    const wanted = number.trim();
    const { Receipts } = yield* api.listReceipts(customer);
    const found = Receipts.find((receipt) => receipt.Number === wanted || receipt.ID === wanted);
    return found ?? (yield* Effect.fail(billingError(documentNotFound(wanted))));
  });
