import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coreLabels } from "../world/core-labels";
import { DEMO_PASSWORD } from "../world/demo-accounts";
import { uuidFor } from "../world/prng";
import { killed, useBuiltServer } from "./spawned-server";

const server = useBuiltServer();

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

// One pair of spawned servers for two checks of --state (a server costs a start-up and a seeded world): the first
// serves seed 68 and is killed under load, the restart is given no --seed (so 67) and must serve the file's world.
describe("an acknowledged write survives kill -9 (--state), and a restart serves the state file's seed", () => {
  it("keeps every top-up whose reply was 2xx when the server is killed under load, leaves no temp file, and names the state file's seed, not --seed's", async () => {
    const dir = mkdtempSync(join(tmpdir(), "waea-kill-"));
    const state = join(dir, "world.json");
    const first = await server.start(["--state", state, "--seed", "68"]);
    // A temp file a crashed writer left behind: the restart removes it.
    writeFileSync(join(dir, "world.json.99999.tmp"), "{");
    const customer = uuidFor(68, coreLabels.customer("prepay", 0));
    const product = uuidFor(68, coreLabels.product("prepay", 0, 0));
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

    const second = await server.start(["--state", state]);
    try {
      expect(second.output()).toMatch(/seed 68 from the state file, not --seed 67/);
      expect(await (await fetch(`${second.api}/health`)).json()).toEqual({ Status: "ok", Seed: 68 });
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
