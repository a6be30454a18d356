import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError, Unauthorized } from "../../ports";
import { BillingApi } from "../billing-api";
import { billingError, requireAccount, type BillingError } from "../billing-error";
import {
  checkDownloadedFile,
  documentNotFound,
  invoicePdfName,
  receiptPdfName,
  type DownloadedFile,
} from "../documents";
import { BillingMessages, type BillingMessageKey } from "../messages";

const fromEither = <A>(either: Either.Either<A, BillingMessageKey>): Effect.Effect<A, BillingError> =>
  Either.match(either, {
    onLeft: (key) => Effect.fail(billingError({ key })),
    onRight: (value) => Effect.succeed(value),
  });

const download = (
  number: string,
  name: Either.Either<string, BillingMessageKey>,
  fetch: Effect.Effect<Uint8Array, ApiError>,
): Effect.Effect<DownloadedFile, BillingError | Unauthorized> =>
  Effect.gen(function* () {
    const fileName = yield* fromEither(name);
    const bytes = yield* fetch.pipe(
      Effect.catchIf(
        (error) => error._tag !== "Unauthorized",
        (error) =>
          Effect.fail(
            billingError(
              error._tag === "ApiFailure" && error.status === 404
                ? documentNotFound(number)
                : { key: BillingMessages.fileDownloadingError },
            ),
          ),
      ),
    );
    return yield* fromEither(checkDownloadedFile(fileName, bytes));
  });

/** PAY-06: the PDF of an invoice, named invoice-<number>.pdf; refused without a number or with an empty file. */
export const downloadInvoicePdf = (
  account: string,
  invoiceNumber: string,
): Effect.Effect<DownloadedFile, BillingError | Unauthorized, BillingApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const api = yield* BillingApi;
    return yield* download(
      invoiceNumber,
      invoicePdfName(invoiceNumber),
      Effect.suspend(() => api.invoicePdf(customer, invoiceNumber.trim())),
    );
  });

/** PAY-07: the PDF of a receipt, named receipt-<id>.pdf. */
export const downloadReceiptPdf = (
  account: string,
  receiptId: string,
): Effect.Effect<DownloadedFile, BillingError | Unauthorized, BillingApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const api = yield* BillingApi;
    return yield* download(
      receiptId,
      receiptPdfName(receiptId),
      Effect.suspend(() => api.receiptPdf(customer, receiptId.trim())),
    );
  });
