import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { changeNotifications, loadPreferences, updatePersonalData } from "@waea/domain/profile";
import { CustomerApi } from "@waea/domain/profile/api";
import { signedIn, useFakeApi } from "../support/fake-api";

const api = useFakeApi();

const readCustomer = (uuid: string) => Effect.flatMap(CustomerApi, (port) => port.readCustomer(uuid));

describe("personal data (PRO-01)", () => {
  it("PRO-01: saves names and e-mail, giving the two-space display name; a new address is not verified yet", async () => {
    const tama = await signedIn(api(), "postpay@waea.test");
    const form = { firstName: " Hine ", lastName: "Walker", email: "hine@example.nz" };
    const saved = await tama.run(updatePersonalData(tama.customer, form, 67));
    expect(saved.displayName).toBe("Hine  Walker");
    expect(await tama.run(readCustomer(tama.customer))).toMatchObject({
      FirstName: "Hine",
      LastName: "Walker",
      Email: "hine@example.nz",
      EmailVerified: false,
    });
  });

  it("PRO-01: a blank name is refused before any call; the operator refuses another login's account", async () => {
    const tama = await signedIn(api(), "postpay@waea.test");
    const aroha = await signedIn(api(), "prepay@waea.test");
    const before = api().store.digest();
    expect(
      await tama.attempt(updatePersonalData(tama.customer, { firstName: "", lastName: "W", email: "e" }, 67)),
    ).toMatchObject({ left: { _tag: "ProfileRefused", messageKey: "profile.first_name_required" } });
    const form = { firstName: "A", lastName: "B", email: "a@example.nz" };
    expect(await tama.attempt(updatePersonalData(aroha.customer, form, 67))).toMatchObject({
      left: { _tag: "Forbidden" },
    });
    expect(api().store.digest()).toBe(before);
  });
});

describe("notification options (PRO-04)", () => {
  it("PRO-04: sends the opt-ins as 2 or 0, then keeps the account's list", async () => {
    const tama = await signedIn(api(), "postpay@waea.test");
    const prefs = await tama.run(
      changeNotifications(tama.auth.UUID, tama.customer, ["special_offers", "usage_alerts"]),
    );
    expect(prefs.accounts[tama.customer]?.notifications).toEqual(["special_offers", "usage_alerts"]);
    // The operator keeps the flags on its own record: no call reads them back.
    expect(api().store.world.profile.notifications[tama.customer]).toEqual({
      NotifySpecialOffers: 2,
      NotifyNewsletters: 0,
    });
  });

  it("PRO-04: keeps nothing locally when the operator refuses the change", async () => {
    const tama = await signedIn(api(), "postpay@waea.test");
    const aroha = await signedIn(api(), "prepay@waea.test");
    expect(
      await tama.attempt(changeNotifications(tama.auth.UUID, aroha.customer, ["newsletters"])),
    ).toMatchObject({ left: { _tag: "Forbidden" } });
    expect((await tama.run(loadPreferences(tama.auth.UUID))).accounts).toEqual({});
    expect(api().store.world.profile.notifications[aroha.customer]).toBeUndefined();
  });
});
