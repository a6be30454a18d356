import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { Storage, makeMemoryStorage } from "../../ports";
import { changeAccountPreferences, changeUserPreferences, loadPreferences } from "./preferences";

describe("preferences use cases (PRO-04)", () => {
  it("stores per-user and per-account preferences; another user starts from the defaults", () => {
    const storage = makeMemoryStorage();
    const run = <A>(effect: Effect.Effect<A, never, Storage>) =>
      Effect.runSync(Effect.provideService(effect, Storage, storage));
    run(changeUserPreferences("u1", { lang: "mi-NZ", "is-accepted-terms": true }));
    run(changeAccountPreferences("u1", "c1", { HideExternalIDPromt: true }));
    const prefs = run(loadPreferences("u1"));
    expect(prefs.lang).toBe("mi-NZ");
    expect(prefs.accounts["c1"]?.HideExternalIDPromt).toBe(true);
    expect(run(loadPreferences("u2")).lang).toBe("en");
  });
});
