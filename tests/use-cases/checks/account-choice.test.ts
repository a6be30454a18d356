import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { chooseAccount, listAccounts, visibleAccounts } from "@waea/domain/checks";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { signedIn, withFakeApi, visitor } from "../support/fake-api";

const api = withFakeApi();

const stored = (key: typeof StorageKeys.currentCustomer | typeof StorageKeys.currentMobileProduct) =>
  Effect.flatMap(Storage, (storage) => storage.get(key)).pipe(Effect.map(Option.getOrUndefined));

describe("the accounts a login can see, and the one chosen (AUTH-11, CLI-01)", () => {
  it("lists multi@'s three accounts with names, e-mails and state, the chosen one marked", async () => {
    const multi = await signedIn(api(), "multi@waea.test");
    const uuids = await multi.run(visibleAccounts);
    expect(uuids).toHaveLength(3);
    const [, second] = uuids;
    await multi.run(chooseAccount(second ?? ""));
    const accounts = await multi.run(listAccounts);
    expect(accounts.map((account) => account.uuid)).toEqual(uuids);
    expect(accounts.filter((account) => account.current).map((account) => account.uuid)).toEqual([second]);
    expect(accounts.every((account) => account.name !== "" && account.email.endsWith("@waea.test"))).toBe(
      true,
    );
    expect(accounts.some((account) => account.suspended)).toBe(false);
  });

  it("marks a suspended account as suspended", async () => {
    const suspended = await signedIn(api(), "suspended@waea.test");
    expect(await suspended.run(listAccounts)).toEqual([
      expect.objectContaining({ uuid: suspended.customer, suspended: true, current: false }),
    ]);
  });

  it("chooses a visible account typed in any case, kept as the operator spells it, and forgets the chosen service", async () => {
    const multi = await signedIn(api(), "multi@waea.test");
    const [first] = await multi.run(visibleAccounts);
    await multi.run(
      Effect.flatMap(Storage, (storage) => storage.set(StorageKeys.currentMobileProduct, "an-old-service")),
    );
    expect(await multi.run(chooseAccount(` ${(first ?? "").toUpperCase()} `))).toBe(first);
    expect(await multi.run(stored(StorageKeys.currentCustomer))).toBe(first);
    expect(await multi.run(stored(StorageKeys.currentMobileProduct))).toBeUndefined();
  });

  it("refuses an account the login cannot see, and the choice stays as it was", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    await prepay.run(chooseAccount(prepay.customer));
    expect(await prepay.attempt(chooseAccount(postpay.customer))).toMatchObject({
      left: { _tag: "ChecksRefused", key: "checks.account_not_visible", uuid: postpay.customer },
    });
    expect(await prepay.run(stored(StorageKeys.currentCustomer))).toBe(prepay.customer);
  });

  it("needs a session: nobody signed in is refused by the operator (401)", async () => {
    expect(await visitor(api()).attempt(listAccounts)).toMatchObject({ left: { _tag: "Unauthorized" } });
  });
});
