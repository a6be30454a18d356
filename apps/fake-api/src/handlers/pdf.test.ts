import { describe, expect, it } from "vitest";
import { simplePdf } from "./pdf";

describe("simplePdf", () => {
  it("is a PDF whose cross-reference table points at its objects", () => {
    const bytes = simplePdf("Tax invoice INV-1", ["Tama Wiremu (Kōrero)", "Total: $10.00"]);
    const text = Buffer.from(bytes).toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
    expect(text).toContain("(Tama Wiremu \\(Korero\\)) Tj");
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const stream = text.slice(text.indexOf("stream\n") + 7, text.indexOf("\nendstream"));
    expect(stream.length).toBe(length);
  });
});
