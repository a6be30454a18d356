import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { openAccounts } from "@waea/domain/session";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

const remembered = Effect.flatMap(Storage, (storage) => storage.get(StorageKeys.currentCustomer)).pipe(
  Effect.map(Option.getOrUndefined),
);
const remember = (uuid: string) =>
  Effect.flatMap(Storage, (storage) => storage.set(StorageKeys.currentCustomer, uuid));

describe("openAccounts: the account a sign-in opens, in every shell (AUTH-11)", () => {
  it("opens the only account of a login and remembers it", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const opened = await prepay.run(openAccounts(prepay.auth));
    expect(opened).toEqual({ accounts: [prepay.customer], chosen: prepay.customer });
    expect(await prepay.run(remembered)).toBe(prepay.customer);
  });

  it("opens none of several accounts until the visitor chooses; a remembered one of them opens again", async () => {
    const multi = await signedIn(api(), "multi@waea.test");
    const first = await multi.run(openAccounts(multi.auth));
    expect(first.accounts).toHaveLength(3);
    expect(first.chosen).toBeUndefined();
    const second = first.accounts[1] ?? "";
    await multi.run(remember(second));
    expect((await multi.run(openAccounts(multi.auth))).chosen).toBe(second);
  });

  it("forgets a remembered account the login does not own (another login used this device)", async () => {
    const multi = await signedIn(api(), "multi@waea.test");
    await multi.run(remember("00000000-0000-4000-8000-000000000000"));
    expect((await multi.run(openAccounts(multi.auth))).chosen).toBeUndefined();
    expect(await multi.run(remembered)).toBeUndefined();
  });

  it("AUTH-12: syncs the roles to each account once per sign-in, not when a session is restored on a page load", async () => {
    const multi = await signedIn(api(), "multi@waea.test");
    // No roles synced yet for multi@'s accounts (the API has no door to forget them: the world is cleared here).
    const roles = api().store.world.core.authRoles;
    for (const uuid of Object.keys(roles)) delete roles[uuid];
    api().store.changed();
    const restored = await multi.run(openAccounts(multi.auth, "restored"));
    expect(Object.keys(roles)).toEqual([]);
    await multi.run(openAccounts(multi.auth, "signed-in"));
    expect(Object.keys(roles).sort()).toEqual([...restored.accounts].sort());
  });
});
