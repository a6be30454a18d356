import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { loadAccount } from "@waea/domain/checks";
import { openAccounts, openAccountsReading } from "@waea/domain/session";
import { signedIn, visitor, withFakeApi } from "../support/fake-api";

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

describe("openAccountsReading: a restored session reads its remembered account beside the account list", () => {
  const reading = (uuid: string) => loadAccount(uuid, "LOCAL");

  it("reads the remembered account while the list is on its way, and keeps it when that account opens", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    await prepay.run(remember(prepay.customer));
    // The account list is answered only once the account's own read has been asked for (or after a second):
    // read one after the other, the account's read would come after the list's answer.
    const seen: string[] = [];
    let accountAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (accountAsked = resolve));
    const shell = visitor(
      {
        ...api(),
        fetch: async (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (url.endsWith(`/customer/${prepay.customer}`)) {
            seen.push("account asked");
            accountAsked();
          }
          if (url.endsWith("/customer_uuids")) {
            await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 1_000))]);
            seen.push("list answered");
          }
          return api().fetch(input, init);
        },
      },
      prepay.storage,
    );
    const { opened, reading: read } = await shell.run(openAccountsReading(prepay.auth, "restored", reading));
    expect(seen).toEqual(["account asked", "list answered"]);
    expect(opened).toEqual({ accounts: [prepay.customer], chosen: prepay.customer });
    expect(read?._tag === "Right" ? read.right.customer.UUID : read).toBe(prepay.customer);
  });

  it("drops the reading of a remembered account the login does not own, and forgets it", async () => {
    const multi = await signedIn(api(), "multi@waea.test");
    const stranger = (await signedIn(api(), "prepay@waea.test")).customer;
    await multi.run(remember(stranger));
    const { opened, reading: read } = await multi.run(openAccountsReading(multi.auth, "restored", reading));
    expect(opened.chosen).toBeUndefined();
    expect(read).toBeUndefined();
    expect(await multi.run(remembered)).toBeUndefined();
  });

  it("reads nothing early when no account is remembered, and still opens the only one", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const { opened, reading: read } = await prepay.run(openAccountsReading(prepay.auth, "restored", reading));
    expect(opened.chosen).toBe(prepay.customer);
    expect(read).toBeUndefined();
  });
});
