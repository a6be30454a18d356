import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { FIBRE_NOTE_MAX, checkFibreNote } from "./use-cases/fibre-desk";

describe("checkFibreNote (BB-05)", () => {
  it("keeps a note trimmed; a blank one is 'No params' (spec 03 §8), a too long one is refused", () => {
    expect(checkFibreNote("  Called the LFC ")).toEqual(Either.right("Called the LFC"));
    expect(checkFibreNote(" \n ")).toEqual(Either.left("broadband.no_params"));
    expect(checkFibreNote("x".repeat(FIBRE_NOTE_MAX))).toEqual(Either.right("x".repeat(FIBRE_NOTE_MAX)));
    expect(checkFibreNote("x".repeat(FIBRE_NOTE_MAX + 1))).toEqual(Either.left("broadband.note_too_long"));
  });
});
