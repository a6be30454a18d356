import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { checkDownloadedFile, documentNotFound, invoicePdfName, receiptPdfName } from "./documents";

describe("documents", () => {
  it("names the not-found message with the number", () => {
    expect(documentNotFound("INV-7")).toEqual({
      key: "billing.document_not_found",
      params: { number: "INV-7" },
    });
  });
  it("an invoice PDF needs a number; a receipt PDF an id", () => {
    expect(invoicePdfName(" INV-7 ")).toEqual(Either.right("invoice-INV-7.pdf"));
    expect(invoicePdfName("")).toEqual(Either.left("billing.invoice_number_required"));
    expect(invoicePdfName(undefined)).toEqual(Either.left("billing.invoice_number_required"));
    expect(receiptPdfName("r1")).toEqual(Either.right("receipt-r1.pdf"));
    expect(receiptPdfName("  ")).toEqual(Either.left("billing.receipt_id_required"));
  });
  it("a file needs a name and a non-empty blob", () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    expect(checkDownloadedFile("a.pdf", bytes)).toEqual(
      Either.right({ fileName: "a.pdf", contentType: "application/pdf", bytes }),
    );
    expect(checkDownloadedFile(" ", bytes)).toEqual(Either.left("billing.file_name_not_specified"));
    expect(checkDownloadedFile(undefined, bytes)).toEqual(Either.left("billing.file_name_not_specified"));
    expect(checkDownloadedFile("a.pdf", new Uint8Array())).toEqual(
      Either.left("billing.file_downloading_error"),
    );
    expect(checkDownloadedFile("a.pdf", undefined)).toEqual(Either.left("billing.file_downloading_error"));
  });
});
