import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AuthData } from "@waea/domain/session";
import { makeFakeClock } from "../world/clock";
import { DEMO_PASSWORD } from "../world/demo-accounts";
import { openWorldStore } from "../world/store";
import { buildApp } from "./app";
import { availability, signedIn } from "../handlers/payments-test-support";
import { IDEMPOTENCY_WINDOW_MS, makeIdempotency } from "./idempotency";
import { useTestApi } from "../handlers/session-test-support";

const api = useTestApi();

/** prepay@'s card top-ups, sent as the client sends them: POST with a JSON body and, when given, a key. */
const setup = async () => {
  const t = await signedIn(api(), "prepay");
  const card = (t.store.world.payments.methods[t.ids.customer] ?? [])[0]?.UUID ?? "";
  const topUp = (Amount: number, key?: string) =>
    t.call(
      {
        method: "POST",
        url: `/api/customer/${t.ids.customer}/topup`,
        payload: {
          ProductInstanceUUID: t.ids.product,
          Amount,
          PaymentMethodType: "cards",
          PaymentMethodID: card,
        },
        ...(key === undefined ? {} : { headers: { "idempotency-key": key } }),
      },
      t.auth.JWT,
    );
  const intents = () =>
    Object.values(t.store.world.payments.paymentIntents).filter(
      (intent) => intent.CustomerUUID === t.ids.customer,
    ).length;
  return { topUp, intents };
};

describe("Idempotency-Key on calls that move money (#11)", () => {
  it("100 concurrent top-ups with one key make one payment intent, and every reply is the first one", async () => {
    const { topUp, intents } = await setup();
    const before = intents();
    const replies = await Promise.all(Array.from({ length: 100 }, () => topUp(500, "intent-7f3c")));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(new Set(replies.map((reply) => reply.json().ClientSecret)).size).toBe(1);
    expect(replies.filter((reply) => reply.headers["idempotent-replayed"] === "true")).toHaveLength(99);
    expect(intents()).toBe(before + 1);
  });

  it("the same key with another body is 422 and moves nothing; another key is another payment", async () => {
    const { topUp, intents } = await setup();
    expect((await topUp(500, "intent-a")).status).toBe(200);
    const after = intents();
    const other = await topUp(900, "intent-a");
    expect(other.status).toBe(422);
    expect(other.json().err_message).toBe("This Idempotency-Key was already used for a different request");
    expect(intents()).toBe(after);
    expect((await topUp(500, "intent-b")).status).toBe(200);
    expect(intents()).toBe(after + 1);
  });

  it("a refusal is kept too, and a key that is not 1 to 255 printable characters is 400", async () => {
    const { topUp, intents } = await setup();
    const before = intents();
    expect((await topUp(99_999_999, "intent-too-much")).status).toBe(400);
    expect((await topUp(500, "x".repeat(256))).status).toBe(400);
    expect((await topUp(500, "with space")).status).toBe(400);
    expect(intents()).toBe(before);
  });

  it("PLAN-04: a pending purchase that moved nothing lets its key go, so the intent's retry buys; then it replays", async () => {
    const t = await signedIn(api(), "noplan");
    const url = `/api/customer/${t.ids.customer}/prepay_addon/${t.ids.product}/${availability("data-5gb")}`;
    const buy = (key: string) =>
      t.call(
        {
          method: "POST",
          url,
          payload: { Subscribe: true, PAYG: false, AuthorizeOnly: false },
          headers: { "idempotency-key": key },
        },
        t.auth.JWT,
      );
    const balance = () => t.store.world.payments.prepay[t.ids.product]?.MainBalCreditCents;
    const before = balance();
    // The operator's payment processing lags for one call (the control door's PendingAddonReplies).
    t.store.simulation.pendingAddonReplies = 1;
    expect((await buy("purchase-1")).json()).toEqual({ Status: "pending_payment" });
    expect(balance()).toBe(before);
    const bought = await buy("purchase-1");
    expect(bought.json()).toMatchObject({ Status: "completed" });
    expect(bought.headers["idempotent-replayed"]).toBeUndefined();
    const again = await buy("purchase-1");
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(bought.json());
    expect((before ?? 0) - (balance() ?? 0)).toBe(1500);
    const names = (t.store.world.core.products[t.ids.product]?.Addons ?? []).map((addon) => addon.Name);
    expect(names).toEqual(["Data 5GB"]);
  });

  it("the key's first reply answers for 24 hours, then the key is free again", () => {
    const check = makeIdempotency(() => ({}));
    const first = check("k", "payments.topUp\nlogin", "POST /topup {}", 0);
    expect(first._tag).toBe("First");
    expect(check("k", "payments.topUp\nlogin", "POST /topup {}", IDEMPOTENCY_WINDOW_MS - 1)._tag).toBe(
      "Replay",
    );
    // Another login, or another call, with the same key is its own.
    expect(check("k", "payments.topUp\nother", "POST /topup {}", 1)._tag).toBe("First");
    expect(check("k", "payments.topUp\nlogin", "POST /topup {}", IDEMPOTENCY_WINDOW_MS)._tag).toBe("First");
  });

  it("a reply that moved money is saved with it: after a restart with --state the same key replays it and moves nothing", async () => {
    const NOW = Date.parse("2026-11-21T10:00:00Z");
    const file = join(mkdtempSync(join(tmpdir(), "waea-idempotency-")), "world.json");
    const serve = async () => {
      const store = await openWorldStore({
        seed: 67,
        bulk: 0,
        clock: makeFakeClock({ frozenAt: NOW, realNow: () => NOW }),
        stateFile: file,
      });
      return { store, app: await buildApp(store, { control: false, log: () => undefined }) };
    };
    const first = await serve();
    const auth: AuthData = (
      await first.app.inject({
        method: "POST",
        url: "/api/v2/67/auth",
        payload: {
          SPID: 67,
          IdentityProvider: "LOCAL",
          AuthID: "prepay@waea.test",
          AuthCode: DEMO_PASSWORD,
          IncludeRoles: true,
        },
      })
    ).json();
    const customer = auth.AuthResponse?.CustomerUUID ?? "";
    const product = Object.values(first.store.world.core.products).find(
      (candidate) => candidate.CustomerUUID === customer,
    )?.UUID;
    const topUp = (app: typeof first.app) =>
      app.inject({
        method: "GET",
        url: `/api/customer/${customer}/topup/${product ?? ""}/500`,
        headers: { authorization: `Bearer ${auth.JWT}`, "idempotency-key": "intent-across-a-restart" },
      });
    const intents = (store: typeof first.store) =>
      Object.values(store.world.payments.paymentIntents).filter((intent) => intent.CustomerUUID === customer)
        .length;
    const before = intents(first.store);
    const original = await topUp(first.app);
    expect(original.statusCode).toBe(200);
    expect(intents(first.store)).toBe(before + 1);
    await first.app.close();

    const restarted = await serve();
    const again = await topUp(restarted.app);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(original.json());
    expect(intents(restarted.store)).toBe(before + 1);
    await restarted.app.close();
  });
});
