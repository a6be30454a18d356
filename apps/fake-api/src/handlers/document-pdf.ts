import { createRequire } from "node:module";
import pdfmake from "pdfmake";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";

/**
 * Noto Sans from its npm package (@expo-google-fonts/noto-sans, the full font as TTF): every letter of te reo Māori
 * and the rest of Latin, embedded (subset) in each PDF, so "Ngāti" stays "Ngāti". Found once, on first use.
 */
const FONT_FILES = {
  normal: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
} as const;

let ready = false;
const useNotoSans = (): void => {
  if (ready) return;
  const require = createRequire(import.meta.url);
  const normal = require.resolve(FONT_FILES.normal);
  const bold = require.resolve(FONT_FILES.bold);
  pdfmake.setFonts({ NotoSans: { normal, bold, italics: normal, bolditalics: bold } });
  // The documents name no file and no address: nothing but the two font files is read.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path === normal || path === bold);
  ready = true;
};

/** A document's title, and its body in pdfmake's terms. */
export interface PdfDocument {
  readonly title: string;
  readonly author: string;
  readonly content: ReadonlyArray<Content>;
}

/** How many rendered documents are kept: a customer's invoice and receipt pages ask for a handful at a time. */
const KEPT = 16;
const rendered = new Map<string, Promise<Uint8Array>>();

/**
 * An A4 PDF in Noto Sans, made by pdfmake (pdfkit underneath): the bytes the operator serves. A document asked for
 * again (the same title, author and content) gets the bytes of its last rendering: a rendering costs 0.2 s of CPU
 * (fontkit reads the font's tables again for each document), and a download, a retried download or a fuzzed request
 * asks for the same invoice many times over. Each caller gets a copy of its own.
 */
export const renderPdf = (document: PdfDocument): Promise<Uint8Array> => {
  const key = JSON.stringify(document);
  let bytes = rendered.get(key);
  if (bytes === undefined) {
    // pdfmake writes its layout into the content it is given: a copy, so the caller's content (and the key of its
    // next request) stays as it was.
    bytes = draw(structuredClone(document));
    if (rendered.size >= KEPT) rendered.delete(rendered.keys().next().value ?? key);
    rendered.set(key, bytes);
    bytes.catch(() => rendered.delete(key));
  }
  return bytes.then((kept) => kept.slice());
};

const draw = async (document: PdfDocument): Promise<Uint8Array> => {
  useNotoSans();
  const definition: TDocumentDefinitions = {
    pageSize: "A4",
    pageMargins: [48, 48, 48, 48],
    info: { title: document.title, author: document.author, creator: document.author },
    defaultStyle: { font: "NotoSans", fontSize: 10, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 20, bold: true, margin: [0, 12, 0, 12] },
      label: { bold: true },
      total: { bold: true, fontSize: 12 },
    },
    content: [...document.content],
  };
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(buffer);
};
