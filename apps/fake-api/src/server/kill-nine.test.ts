import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoIds } from "../handlers/payments-test-support";
import { DEMO_PASSWORD } from "../world/demo-accounts";
import { killed, useBuiltServer } from "./spawned-server";

const server = useBuiltServer();
const spawnServer = (state: string) => server.start(["--state", state]);

const signIn = async (api: string): Promise<string> => {
  const response = await fetch(`${api}/v2/67/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      IdentityProvider: "LOCAL",
      AuthID: "prepay@waea.test",
      AuthCode: DEMO_PASSWORD,
      SPID: 67,
      IncludeRoles: true,
    }),
  });
  if (response.status !== 200) throw new Error(`sign-in refused: ${await response.text()}`);
  return ((await response.json()) as { JWT: string }).JWT;
};

describe("an acknowledged write survives kill -9 (--state)", () => {
  it("keeps every top-up whose reply was 2xx when the server is killed under load, and leaves no temp file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "waea-kill-"));
    const state = join(dir, "world.json");
    const first = await spawnServer(state);
    // A temp file a crashed writer left behind: the restart removes it.
    writeFileSync(join(dir, "world.json.99999.tmp"), "{");
    const { customer, product } = demoIds("prepay");
    const acknowledged: Array<string> = [];
    try {
      const token = await signIn(first.api);
      let stop = false;
      /** Top-up intents (a write) one after another until the server dies; a secret counts once its reply is read. */
      const writer = async (lane: number) => {
        for (let cents = 100 + lane; !stop; cents += 10) {
          const secret = await fetch(`${first.api}/customer/${customer}/topup/${product}/${cents}`, {
            headers: { authorization: `Bearer ${token}` },
          })
            .then(async (reply) =>
              reply.status === 200 ? ((await reply.json()) as { ClientSecret: string }).ClientSecret : "",
            )
            .catch(() => undefined);
          if (secret === undefined) return;
          if (secret !== "") acknowledged.push(secret);
        }
      };
      const writers = Array.from({ length: 8 }, (_, lane) => writer(lane));
      const deadline = Date.now() + 20_000;
      while (acknowledged.length < 40 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
      await killed(first.child);
      stop = true;
      await Promise.all(writers);
    } finally {
      await killed(first.child);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await spawnServer(state);
    try {
      const confirmed = await Promise.all(
        acknowledged.map(async (secret) => {
          const response = await fetch(`${second.api}/payment-provider/v1/payment_intents/confirm`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ client_secret: secret }),
          });
          return response.status;
        }),
      );
      expect(confirmed.filter((status) => status !== 200)).toEqual([]);
      expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    } finally {
      await killed(second.child);
    }
  }, 90_000);
});
