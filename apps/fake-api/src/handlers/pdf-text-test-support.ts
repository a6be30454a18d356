// Test support (not used by the server): the text of a PDF, read the way a viewer reads it (pdfjs-dist).
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Every page's text, its runs joined by spaces and its lines by newlines. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const document = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""))
        .join("")
        .replace(/ +/g, " "),
    );
  }
  await document.destroy();
  return pages.join("\n");
};
