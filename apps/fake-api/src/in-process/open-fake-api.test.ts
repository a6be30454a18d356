import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BULK_LOGIN_EMAIL, DEMO_PASSWORD, openFakeApi, type InProcessFakeApi } from ".";

let api: InProcessFakeApi;
beforeAll(async () => {
  api = await openFakeApi();
});
afterAll(() => api.close());

const signIn = (email: string, password = DEMO_PASSWORD, on: InProcessFakeApi = api) =>
  on.fetch(`${on.baseUrl}/v2/67/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      IdentityProvider: "LOCAL",
      AuthID: email,
      AuthCode: password,
      SPID: 67,
      IncludeRoles: true,
    }),
  });

describe("the fake API in process", () => {
  it("answers through fetch without a socket: health, a sign-in, a refusal with its error body", async () => {
    const health = await api.fetch(`${api.baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ Status: "ok", Seed: 67 });
    const ok = await signIn("prepay@waea.test");
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { JWT: string }).JWT).toMatch(/\./);
    const refused = await signIn("prepay@waea.test", "wrong");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toHaveProperty("err_message");
  });

  it("refuses a malformed body as the server does", async () => {
    const response = await api.fetch(`${api.baseUrl}/v2/67/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });

  it("rejects an aborted request as fetch does", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.fetch(`${api.baseUrl}/health`, { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
  });

  it("reset gives back the seeded world and the clock it started at", async () => {
    await api.reset();
    const digest = api.store.digest();
    const start = api.clock.nowMillis();
    const [first] = Object.keys(api.store.world.core.logins);
    if (first !== undefined) delete api.store.world.core.logins[first];
    api.clock.advance(60_000);
    expect(api.store.digest()).not.toBe(digest);
    await api.reset();
    expect(api.store.digest()).toBe(digest);
    expect(api.clock.nowMillis()).toBe(start);
  });

  it("reads the codes a person would get by e-mail", async () => {
    const codes = api.codes("prepay@waea.test");
    expect(Object.keys(codes.mfaCodes)).not.toHaveLength(0);
    expect(() => api.codes("nobody@waea.test")).toThrow(/no login/);
  });
});

describe("the fake API in process with --bulk", () => {
  it("seeds the generated accounts bulk@waea.test sees, as `--bulk N` does", async () => {
    const bulk = await openFakeApi({ bulk: 3 });
    try {
      const { JWT } = (await (await signIn(BULK_LOGIN_EMAIL, DEMO_PASSWORD, bulk)).json()) as { JWT: string };
      const reply = await bulk.fetch(`${bulk.baseUrl}/v2/67/customer_uuids`, {
        headers: { authorization: `Bearer ${JWT}` },
      });
      expect(((await reply.json()) as { CustomerUUIDs: string[] }).CustomerUUIDs).toHaveLength(3);
      await bulk.reset();
      // A reset seeds them again.
      expect(Object.keys(bulk.codes(BULK_LOGIN_EMAIL).mfaCodes)).toHaveLength(3);
    } finally {
      await bulk.close();
    }
  });
});
