import { describe, expect, it } from "vitest";
import { withoutPrototypes } from "./null-prototypes";
import { useTestApi } from "../handlers/session-test-support";

const api = useTestApi();

describe("withoutPrototypes", () => {
  it("keeps the data and drops Object.prototype's members from every record", () => {
    const world = withoutPrototypes({ records: { a: { n: 1, list: [{ b: 2 }] } } });
    expect(JSON.stringify(world)).toBe('{"records":{"a":{"n":1,"list":[{"b":2}]}}}');
    const records: Record<string, unknown> = world.records;
    expect(records["toString"]).toBeUndefined();
    expect(records["__proto__"]).toBeUndefined();
    expect(Object.getPrototypeOf(world.records.a.list[0])).toBeNull();
  });

  it("lets an id like valueOf find nothing in the fake API (404, not a crash)", async () => {
    const { call, signIn } = api();
    const auth = await signIn("new@waea.test");
    for (const id of ["valueOf", "toString", "__proto__", "constructor"])
      expect((await call({ method: "GET", url: `/api/v2/auth_token/${id}` }, auth.JWT)).status).toBe(404);
  });
});
