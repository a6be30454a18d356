import * as Either from "effect/Either";
import { BillingMessages, type BillingMessage, type BillingMessageKey } from "./messages";

/** A downloaded document: a PDF's bytes and the name it is saved under. */
export interface DownloadedFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export const PDF_CONTENT_TYPE = "application/pdf";

/** "Invoice or receipt #{{number}} not found" (spec 02 §8). */
export const documentNotFound = (number: string): BillingMessage => ({
  key: BillingMessages.documentNotFound,
  params: { number },
});

/** An invoice PDF needs an invoice number (spec 02 §5). */
export const invoicePdfName = (
  invoiceNumber: string | undefined,
): Either.Either<string, BillingMessageKey> => {
  const number = (invoiceNumber ?? "").trim();
  return number === ""
    ? Either.left(BillingMessages.invoiceNumberRequired)
    : Either.right(`invoice-${number}.pdf`);
};

/** A receipt PDF needs a receipt id (spec 02 §5). */
export const receiptPdfName = (receiptId: string | undefined): Either.Either<string, BillingMessageKey> => {
  const id = (receiptId ?? "").trim();
  return id === "" ? Either.left(BillingMessages.receiptIdRequired) : Either.right(`receipt-${id}.pdf`);
};

/** A downloaded file needs a name and a non-empty blob: 'file name not specified', 'file downloading error'. */
export const checkDownloadedFile = (
  fileName: string | undefined,
  bytes: Uint8Array | undefined,
  contentType: string = PDF_CONTENT_TYPE,
): Either.Either<DownloadedFile, BillingMessageKey> => {
  const name = (fileName ?? "").trim();
  if (name === "") return Either.left(BillingMessages.fileNameNotSpecified);
  if (bytes === undefined || bytes.length === 0) return Either.left(BillingMessages.fileDownloadingError);
  return Either.right({ fileName: name, contentType, bytes });
};
