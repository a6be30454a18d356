import pdfmake from "pdfmake";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPdf, type PdfDocument } from "./document-pdf";
import { pdfText } from "./pdf-text-test-support";

const receipt = (number: string): PdfDocument => ({
  title: `Receipt ${number}`,
  author: "Waea",
  content: [{ text: "Receipt", style: "title" }, { text: `Receipt number ${number}, Tāmati Ngāti Pōneke` }],
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the operator's PDFs", () => {
  it("a document asked for again is not rendered again: the same bytes, a copy for each caller", async () => {
    const drawn = vi.spyOn(pdfmake, "createPdf");
    const first = await renderPdf(receipt("R-1001"));
    const again = await renderPdf(receipt("R-1001"));
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    first.fill(0);
    expect(await pdfText(await renderPdf(receipt("R-1001")))).toContain(
      "Receipt number R-1001, Tāmati Ngāti Pōneke",
    );
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it("rendering leaves the document as it was, so the same content asked for again is not rendered again", async () => {
    const drawn = vi.spyOn(pdfmake, "createPdf");
    const document = receipt("R-3001");
    const before = JSON.stringify(document);
    await renderPdf(document);
    expect(JSON.stringify(document)).toBe(before);
    await renderPdf(document);
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it("another document is rendered: its own text", async () => {
    const drawn = vi.spyOn(pdfmake, "createPdf");
    const one = await renderPdf(receipt("R-2001"));
    const other = await renderPdf(receipt("R-2002"));
    expect(drawn).toHaveBeenCalledTimes(2);
    expect(other).not.toEqual(one);
    expect(await pdfText(other)).toContain("Receipt number R-2002, Tāmati Ngāti Pōneke");
  });
});
