import { describe, expect, it } from "vitest";
import { signedIn } from "../handlers/payments-test-support";
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

  it("the key's first reply answers for 24 hours, then the key is free again", () => {
    const check = makeIdempotency();
    const first = check("k", "payments.topUp\nlogin", "POST /topup {}", 0);
    expect(first._tag).toBe("First");
    expect(check("k", "payments.topUp\nlogin", "POST /topup {}", IDEMPOTENCY_WINDOW_MS - 1)._tag).toBe(
      "Replay",
    );
    // Another login, or another call, with the same key is its own.
    expect(check("k", "payments.topUp\nother", "POST /topup {}", 1)._tag).toBe("First");
    expect(check("k", "payments.topUp\nlogin", "POST /topup {}", IDEMPOTENCY_WINDOW_MS)._tag).toBe("First");
  });
});
