import * as Effect from "effect/Effect";
import type { Forbidden, Unauthorized } from "../../ports";
import { BillingApi } from "../billing-api";
import { requireAccount, type BillingError } from "../billing-error";
import { BillingMessages, type BillingMessageKey } from "../messages";
import type { Receipt } from "../receipt";

export interface ReceiptList {
  readonly receipts: ReadonlyArray<Receipt>;
  readonly loadingError: BillingMessageKey | undefined;
}

/**
 * PAY-07: receipts, newest first. A failed load empties the list and sets the loading error (spec 02 §8); a logout
 * (401) and access denied (403) pass on.
 */
export const loadReceipts = (
  account: string,
): Effect.Effect<ReceiptList, BillingError | Unauthorized | Forbidden, BillingApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const api = yield* BillingApi;
    return yield* api.listReceipts(customer).pipe(
      Effect.map((reply): ReceiptList => ({
        receipts: [...reply.Receipts].sort((a, b) => (b.CreatedAtNanos ?? 0) - (a.CreatedAtNanos ?? 0)),
        loadingError: undefined,
      })),
      Effect.catchIf(
        (error) => error._tag !== "Unauthorized" && error._tag !== "Forbidden",
        () => Effect.succeed<ReceiptList>({ receipts: [], loadingError: BillingMessages.receiptsLoadError }),
      ),
    );
  });
