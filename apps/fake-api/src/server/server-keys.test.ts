import { createHash, createHmac } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SPID } from "@waea/domain/config";
import type { AuthData } from "@waea/domain/session";
import { signJwt } from "../auth/jwt";
import { openTestApi, useTestApi, type TestApi } from "../handlers/session-test-support";
import { esimStatus } from "../handlers/checkout-orders";
import type { OrderLine, StoredOrder } from "../world/checkout";
import { makeFakeClock } from "../world/clock";
import { uuidFor } from "../world/prng";
import { DEMO_PASSWORD, OPS_LOGIN_EMAIL } from "../world/demo-accounts";
import { openWorldStore } from "../world/store";
import { buildApp } from "./app";
import { isRefusal } from "./handler";

const api = useTestApi();

/** How the keys were made before they were random: anyone who read the seed in /api/health could do the same. */
const seedDerivedKey = (seed: number, purpose: "jwt" | "idp" | "codes"): Buffer =>
  createHash("sha256").update(`waea-fake-api:${purpose}:${seed}`).digest();

const loginOf = (app: TestApi, email: string) => {
  const login = Object.values(app.store.world.core.logins).find((item) => item.AuthID === email);
  if (login === undefined) throw new Error(`no ${email}`);
  return login;
};

/** A session JWT as the server issues them, signed with `key`, for the ops login (it reads every account). */
const opsToken = (app: TestApi, key: Buffer): string => {
  const login = loginOf(app, OPS_LOGIN_EMAIL);
  const now = Math.floor(app.clock.nowMillis() / 1000);
  return signJwt(key, {
    sub: login.UUID,
    customers: login.CustomerUUIDs,
    spid: SPID,
    iat: now,
    exp: now + 3600,
  });
};

/** A signed-in read of another customer's account, as the attacker made it with a forged ops token. */
const readPostpay = (app: TestApi, token: string) => {
  const customer = loginOf(app, "postpay@waea.test").CustomerUUIDs[0] ?? "";
  return app.call({ method: "GET", url: `/api/v2/67/customer/${customer}` }, token);
};

const renew = (app: TestApi, email: string, refreshToken: string) =>
  app.call({
    method: "POST",
    url: "/api/v2/67/auth_check",
    payload: {
      SPID: 67,
      IdentityProvider: "LOCAL",
      AuthID: email,
      AuthNonce: refreshToken,
      IncludeRoles: true,
    },
  });

describe("the server's keys are random, not derived from the published seed", () => {
  it('refuses (401) an ops JWT signed with sha256("waea-fake-api:jwt:<seed>"), which read every customer', async () => {
    const app = api();
    const health = (await app.call({ method: "GET", url: "/api/health" })).json();
    expect(health).toEqual({ Status: "ok", Seed: 67 });
    const forged = await readPostpay(app, opsToken(app, seedDerivedKey(health.Seed, "jwt")));
    expect(forged.status).toBe(401);
    // The same call with the token the server issues to ops@ reads the account: the refusal is the key's.
    const real = await app.signIn(OPS_LOGIN_EMAIL);
    expect((await readPostpay(app, real.JWT)).status).toBe(200);
  });

  it("refuses the seed-derived JWT of another seed too", async () => {
    const other = await openTestApi({ seed: 68 });
    try {
      expect((await readPostpay(other, opsToken(other, seedDerivedKey(68, "jwt")))).status).toBe(401);
      expect((await readPostpay(other, opsToken(other, seedDerivedKey(67, "jwt")))).status).toBe(401);
      expect((await readPostpay(other, (await other.signIn(OPS_LOGIN_EMAIL)).JWT)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("refuses a refresh token predicted the old way (HMAC of the login and the counter under the seed's key)", async () => {
    const app = api();
    const issued = await app.signIn("postpay@waea.test");
    const login = loginOf(app, "postpay@waea.test");
    const counter = app.store.world.core.counter;
    const oldKey = seedDerivedKey(67, "codes");
    for (let n = 1; n <= counter + 3; n += 1) {
      const predicted = `rt.${createHmac("sha256", oldKey).update(`refresh:${login.UUID}:${n}`).digest("base64url")}`;
      expect(predicted).not.toBe(issued.RefreshToken);
      expect((await renew(app, "postpay@waea.test", predicted)).status).not.toBe(200);
    }
    expect((await renew(app, "postpay@waea.test", issued.RefreshToken ?? "")).status).toBe(200);
  });

  it("draws MFA and one-time codes with the random key, not the seed's", async () => {
    const app = api();
    const mfa = loginOf(app, "mfa@waea.test");
    const oldKey = seedDerivedKey(67, "codes");
    const oldCode = (label: string) =>
      String(createHmac("sha256", oldKey).update(label).digest().readUInt32BE(0) % 1_000_000).padStart(
        6,
        "0",
      );
    const codes = app.codes("mfa@waea.test");
    for (const uuid of mfa.CustomerUUIDs) {
      expect(codes.mfaCodes[uuid]).toMatch(/^\d{6}$/);
      expect(codes.mfaCodes[uuid]).not.toBe(oldCode(`mfa:${uuid}`));
    }
  });

  it("seeded approval codes are random, not the first 8 hex digits of the approval's UUID", () => {
    const approvals = Object.values(api().store.world.billingRoutes.approvals);
    expect(approvals).not.toHaveLength(0);
    for (const approval of approvals) {
      expect(approval.ApprovalCode).toMatch(/^AP-[0-9A-F]{32}$/);
      expect(approval.ApprovalCode).not.toContain(approval.UUID.slice(0, 8).toUpperCase());
    }
  });
});

describe("ids and codes worth guessing are keyed, not the seed's", () => {
  it("an anonymous cart's UUID is not uuidFor(seed, cart:<n>)", async () => {
    const app = api();
    const made = await app.call({ method: "POST", url: "/api/eshop/cart", payload: { SPID: 67, Items: [] } });
    expect(made.status).toBe(200);
    const { UUID: uuid } = made.json() as { UUID: string };
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (let n = 0; n <= 5; n += 1) expect(uuid).not.toBe(uuidFor(67, `cart:${n}`));
  });

  it("an eSIM's activation code is not the seed's uuidFor(esim-code:<line>:<n>)", () => {
    const app = api();
    const line: OrderLine = {
      UUID: uuidFor(67, "order:1:line:0"),
      ItemUUID: "esim",
      Quantity: 2,
      PriceCents: 0,
      VirtualType: "VT_ESIM",
    };
    const order: StoredOrder = {
      UUID: uuidFor(67, "order:1"),
      Number: "1",
      CustomerUUID: "someone",
      Kind: "shop",
      Status: "PROCESSING",
      Lines: [line],
      AmountCents: 0,
      CreatedAtMillis: 0,
      Address: { City: "Wellington", Country: "New Zealand", Postcode: "6011", Lines: ["1 Lambton Quay"] },
      Notes: [],
    };
    const status = esimStatus(app.store.world, order, app.clock.nowMillis());
    if (isRefusal(status)) throw new Error("an eSIM order has an eSIM status");
    const codes = (status.ESIMs ?? []).map((profile) => profile.ActivationCode ?? "");
    expect(codes).toHaveLength(2);
    codes.forEach((code, n) => {
      expect(code).toMatch(/^LPA:1\$smdp\.waea\.test\$[0-9A-F]{32}$/);
      expect(code).not.toContain(uuidFor(67, `esim-code:${line.UUID}:${n}`).replace(/-/g, "").toUpperCase());
    });
  });
});

describe("the keys live in the state file (--state)", () => {
  const NOW = Date.parse("2026-11-21T10:00:00Z");
  const serve = async (stateFile: string) => {
    const store = await openWorldStore({
      seed: 67,
      bulk: 0,
      clock: makeFakeClock({ frozenAt: NOW, realNow: () => NOW }),
      stateFile,
    });
    const app = await buildApp(store, { control: false, log: () => undefined });
    const signIn = async (): Promise<AuthData> =>
      (
        await app.inject({
          method: "POST",
          url: "/api/v2/67/auth",
          payload: {
            SPID: 67,
            IdentityProvider: "LOCAL",
            AuthID: "postpay@waea.test",
            AuthCode: DEMO_PASSWORD,
            IncludeRoles: true,
          },
        })
      ).json();
    const customer = (token: string) =>
      app.inject({
        method: "GET",
        url: `/api/v2/67/customer/${Object.values(store.world.core.logins).find((l) => l.AuthID === "postpay@waea.test")?.CustomerUUIDs[0] ?? ""}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const renewed = (token: string) =>
      app.inject({
        method: "POST",
        url: "/api/v2/67/auth_check",
        payload: {
          SPID: 67,
          IdentityProvider: "LOCAL",
          AuthID: "postpay@waea.test",
          AuthNonce: token,
          IncludeRoles: true,
        },
      });
    return { store, app, signIn, customer, renewed };
  };

  it("keeps a session issued before a restart valid after it, and a fresh world of the same seed refuses it", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "waea-keys-")), "world.json");
    const first = await serve(file);
    const session = await first.signIn();
    expect((await first.customer(session.JWT)).statusCode).toBe(200);
    await first.store.flush();
    await first.app.close();

    const restarted = await serve(file);
    expect(restarted.store.world.secrets).toEqual(first.store.world.secrets);
    expect((await restarted.customer(session.JWT)).statusCode).toBe(200);
    expect((await restarted.renewed(session.RefreshToken ?? "")).statusCode).toBe(200);
    await restarted.app.close();

    // A fresh world of the same seed: the worker's shared test API (seed 67, its own keys), not a third world seeded.
    const fresh = api();
    expect(fresh.store.world.secrets.jwt).not.toBe(first.store.world.secrets.jwt);
    expect((await readPostpay(fresh, session.JWT)).status).toBe(401);
  });
});
