import fc from "fast-check";
import { describe, it } from "vitest";
import { deliveryAddresses, makeDefault, withoutAddress } from "./address-ranking";
import type { DeliveryAddress } from "./delivery-address";
import {
  DEFAULT_USER_PREFERENCES,
  accountPreferences,
  parseStoredPreferences,
  serialiseStoredPreferences,
  updateAccountPreferences,
  withUserPreferences,
} from "./preferences";
import { address, entity } from "./test-fixtures";

const addresses: fc.Arbitrary<DeliveryAddress[]> = fc
  .uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f", "g"), { minLength: 1 })
  .map((ids) => ids.map((id, i) => address(id, i + 1)));
const ranksAre1toN = (list: ReadonlyArray<DeliveryAddress>) => list.every((a, i) => a.Rank === i + 1);
const oneDefault = (list: ReadonlyArray<DeliveryAddress>) =>
  list.filter((a) => a.IsDefault).length === (list.length === 0 ? 0 : 1) && (list[0]?.IsDefault ?? true);

describe("profile laws", () => {
  it("making an address the default gives it Rank 1, keeps the others' order and ranks unique", () => {
    fc.assert(
      fc.property(addresses, fc.nat(), (list, pick) => {
        const chosen = list[pick % list.length];
        if (chosen === undefined) return false;
        const after = makeDefault(list, chosen.AddressUUID);
        const others = (l: ReadonlyArray<DeliveryAddress>) =>
          l.filter((a) => a.AddressUUID !== chosen.AddressUUID).map((a) => a.AddressUUID);
        return (
          after[0]?.AddressUUID === chosen.AddressUUID &&
          after[0].Rank === 1 &&
          new Set(after.map((a) => a.Rank)).size === after.length &&
          ranksAre1toN(after) &&
          oneDefault(after) &&
          others(after).join() === others(list).join()
        );
      }),
    );
  });

  it("deleting an address keeps ranks 1..n and one default; deleting the default promotes the next", () => {
    fc.assert(
      fc.property(addresses, fc.nat(), (list, pick) => {
        const gone = list[pick % list.length];
        if (gone === undefined) return false;
        const after = withoutAddress(list, gone.AddressUUID);
        const promoted = !gone.IsDefault || after[0]?.AddressUUID === list[1]?.AddressUUID;
        return after.length === list.length - 1 && ranksAre1toN(after) && oneDefault(after) && promoted;
      }),
    );
  });

  it("whatever ranks the operator holds, the list is sorted by rank with exactly one default", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.uuid(), fc.integer({ min: 1, max: 9 }))), (rows) => {
        const list = deliveryAddresses(rows.map(([id, rank]) => entity(id, rank)));
        return list.every((a, i) => i === 0 || (list[i - 1]?.Rank ?? 0) <= a.Rank) && oneDefault(list);
      }),
    );
  });

  it("an account preference update changes only that account's named fields", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat({ max: 99_900 }), (policy, hide, amount) => {
        const before = updateAccountPreferences(DEFAULT_USER_PREFERENCES, "other", { onboarding: true });
        const after = updateAccountPreferences(before, "c1", {
          policy,
          HideExternalIDPromt: hide,
          "top-up-auto": { amount },
        });
        const mine = accountPreferences(after, "c1");
        return (
          mine.policy === policy &&
          mine.HideExternalIDPromt === hide &&
          mine["top-up-auto"].amount === amount &&
          mine["top-up-auto"].type === "EVERY_DAY" &&
          mine.onboarding === false &&
          JSON.stringify(accountPreferences(after, "other")) ===
            JSON.stringify(accountPreferences(before, "other")) &&
          after.lang === before.lang
        );
      }),
    );
  });

  it("stored preferences read back exactly as saved", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.constantFrom("en", "mi-NZ"), fc.boolean(), (user, lang, terms) => {
        const prefs = { ...DEFAULT_USER_PREFERENCES, lang, "is-accepted-terms": terms } as const;
        const stored = withUserPreferences(
          {},
          user,
          updateAccountPreferences(prefs, "c1", { policy: terms }),
        );
        return (
          JSON.stringify(parseStoredPreferences(serialiseStoredPreferences(stored))) ===
          JSON.stringify(stored)
        );
      }),
    );
  });
});
