import { describe, expect, it } from "vitest";
import { signedInAs } from "./mobile-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();
const HOUR = 60 * 60 * 1000;

const setup = async () => {
  const test = await signedInAs(api(), "prepay@waea.test");
  const path = `/mobile/security/${test.customer}/${test.product.UUID}`;
  const save = (settings: Record<string, unknown>) =>
    test.put("/mobile/security", {
      ...test.ref,
      Basic: false,
      Advanced: false,
      BlockList: [],
      AllowList: [],
      ...settings,
    });
  const report = async () =>
    (await test.get(`${path}/report`)).json().Stopped as ReadonlyArray<{
      From: string;
      Rule: string;
      At: string;
    }>;
  return { ...test, path, save, report };
};

describe("mobile security (SIM-07)", () => {
  it("SIM-07: both switches start off and nothing is stopped; reading changes nothing", async () => {
    const { get, path, report, store, advance } = await setup();
    expect((await get(path)).json()).toEqual({ Basic: false, Advanced: false, BlockList: [], AllowList: [] });
    await advance(2 * HOUR);
    const before = store.digest();
    expect(await report()).toEqual([]);
    expect(store.digest()).toBe(before);
  });

  it("SIM-07: basic stops the block list's numbers as the clock moves; advanced lets only the allow list through", async () => {
    const { save, report, advance } = await setup();
    const saved = await save({ Basic: true, BlockList: ["+64 9 555 0100", "09 555 0100"] });
    expect(saved.json()).toMatchObject({ Basic: true, BlockList: ["6495550100"] });
    await advance(6 * HOUR);
    const blocked = await report();
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((contact) => contact.From === "6495550100" && contact.Rule === "BLOCK_LIST")).toBe(
      true,
    );
    expect([...blocked].sort((a, b) => b.At.localeCompare(a.At))).toEqual(blocked);

    await save({ Basic: true, Advanced: true, AllowList: ["6495550100"] });
    await advance(6 * HOUR);
    const stopped = await report();
    const since = stopped.slice(0, stopped.length - blocked.length);
    expect(since.length).toBeGreaterThan(0);
    expect(since.every((contact) => contact.From !== "6495550100" && contact.Rule === "ALLOW_LIST")).toBe(
      true,
    );
    // What basic stopped before is kept.
    expect(stopped.slice(-blocked.length)).toEqual(blocked);
  });

  it("SIM-07: refuses a list entry that is not a number, advanced without basic, and another login's service", async () => {
    const { save, store, path } = await setup();
    const other = await signedInAs(api(), "postpay@waea.test");
    const before = store.digest();
    expect((await save({ Basic: true, BlockList: ["spam"] })).status).toBe(400);
    expect((await save({ Basic: false, Advanced: true })).status).toBe(400);
    expect((await other.get(path)).status).toBe(403);
    expect(store.digest()).toBe(before);
  });
});
