import * as Effect from "effect/Effect";
import { PAYMENT_HISTORY_PAGE_SIZE, clampPage, pageWindow, totalPages } from "../../billing";
import type { Unauthorized } from "../../ports";
import { paymentHistoryRow, type PaymentHistoryRow } from "../history-status";
import { PaymentsMessages, type PaymentsMessageKey } from "../messages";
import { PaymentsApi } from "../payments-api";
import { requireAccount, type PaymentsError } from "../payments-error";

export interface PaymentHistoryPage {
  readonly rows: ReadonlyArray<PaymentHistoryRow>;
  readonly pageNumber: number;
  readonly totalPages: number;
  readonly pages: ReadonlyArray<number>;
  /** Set when this page failed to load; its list is then empty (spec 02 §8: stored per page). */
  readonly loadError: PaymentsMessageKey | undefined;
}

/** PAY-08: one page of 14 payments with their status groups and NZ display dates. */
export const loadPaymentHistory = (
  account: string,
  pageNumber: number = 1,
): Effect.Effect<PaymentHistoryPage, PaymentsError | Unauthorized, PaymentsApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const api = yield* PaymentsApi;
    const page = Math.max(1, Math.trunc(pageNumber));
    return yield* api
      .paymentHistory(customer, { PageNumber: page, PageSize: PAYMENT_HISTORY_PAGE_SIZE })
      .pipe(
        Effect.map((reply): PaymentHistoryPage => {
          const pages =
            reply.PageInfo.TotalPages ?? totalPages(reply.PageInfo.TotalItemCount, PAYMENT_HISTORY_PAGE_SIZE);
          return {
            rows: reply.Transactions.map(paymentHistoryRow),
            pageNumber: clampPage(page, pages),
            totalPages: pages,
            pages: pageWindow(page, pages),
            loadError: undefined,
          };
        }),
        Effect.catchIf(
          (error) => error._tag !== "Unauthorized",
          () =>
            Effect.succeed<PaymentHistoryPage>({
              rows: [],
              pageNumber: page,
              totalPages: page,
              pages: pageWindow(page, page),
              loadError: PaymentsMessages.historyLoadError,
            }),
        ),
      );
  });
