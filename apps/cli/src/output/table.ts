import type { Paint } from "./colour";
import type { Tone } from "./view";

export interface PlainCell {
  readonly value: string;
  readonly tone: Tone | undefined;
}

/** Characters as a terminal shows them: code points (a macron vowel is one). */
const width = (value: string): number => Array.from(value).length;

const pad = (value: string, size: number, align: "left" | "right"): string => {
  const gap = " ".repeat(Math.max(0, size - width(value)));
  return align === "right" ? gap + value : value + gap;
};

/**
 * Columns aligned by the widest cell, two spaces apart, the last left-aligned column not padded (no trailing
 * blanks). Colour is added after padding so escape codes never break the alignment.
 */
export const formatTable = (
  headers: ReadonlyArray<string>,
  aligns: ReadonlyArray<"left" | "right">,
  rows: ReadonlyArray<ReadonlyArray<PlainCell>>,
  paint: Paint,
  paintHeader: (value: string) => string,
): string => {
  const widths = headers.map((header, i) =>
    Math.max(width(header), ...rows.map((row) => width(row[i]?.value ?? ""))),
  );
  const last = headers.length - 1;
  const line = (cells: ReadonlyArray<PlainCell>, style: (value: string, tone: Tone | undefined) => string) =>
    cells
      .map((cell, i) => {
        const align = aligns[i] ?? "left";
        const padded = i === last && align === "left" ? cell.value : pad(cell.value, widths[i] ?? 0, align);
        const body = padded.trimEnd();
        return style(body, cell.tone) + padded.slice(body.length);
      })
      .join("  ")
      .trimEnd();
  const head = line(
    headers.map((value) => ({ value, tone: undefined })),
    (value) => paintHeader(value),
  );
  return [head, ...rows.map((row) => line(row, paint))].join("\n") + "\n";
};
