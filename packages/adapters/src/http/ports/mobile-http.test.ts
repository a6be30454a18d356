import * as Effect from "effect/Effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SIM_SETTINGS } from "@waea/domain/sim";
import { startTestServer, type SeenRequest, type TestReply } from "../client/test-server";
import { MINUTE, START, authData, clientFor } from "../client/test-support";
import { makeHttpPlansApi } from "./plans-http";
import { makeHttpPortingApi } from "./porting-http";
import { makeHttpSimApi } from "./sim-http";

const replyFor = (request: SeenRequest): TestReply => {
  const path = request.url.split("?")[0] ?? "";
  if (path.startsWith("/porting/v1/msisdn/"))
    return { body: { MSISDN: path.slice("/porting/v1/msisdn/".length), Portable: true } };
  if (path.startsWith("/sim/v1/product-type/")) return { body: { Type: "postpay", Transferred: false } };
  if (path.startsWith("/sim/daily-roaming/auto-active")) return { body: { AutoActive: true } };
  if (path === "/sim/v1/settings") return { body: DEFAULT_SIM_SETTINGS };
  if (path === "/v3/67/prepay_mobile_plans") return { body: { PrepayAddons: [] } };
  return { status: 404, body: { err_message: "unknown path" } };
};

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer(replyFor);
});
afterAll(async () => {
  await server.close();
});

const signedIn = () => clientFor(server.origin, { auth: authData("jwt-1", START + 60 * MINUTE) });
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);
const requestsTo = (prefix: string) => server.seen.filter((request) => request.url.startsWith(prefix));
const ref = { CustomerUUID: "customer-1", MobileUUID: "mobile-1" };

describe("the mobile ports over HTTP", () => {
  it("looks a number up without its leading plus or separators", async () => {
    const porting = makeHttpPortingApi((await signedIn()).client);
    expect(await run(porting.lookup("+64 21 555-0123"))).toEqual({ MSISDN: "64215550123", Portable: true });
    expect(requestsTo("/porting/").at(-1)?.url).toBe("/porting/v1/msisdn/64215550123");
  });

  it("puts the dry-run flag of a product-type transfer in the path", async () => {
    const sim = makeHttpSimApi((await signedIn()).client);
    const request = { CustomerUUID: "customer-1", ProductInstanceUUID: "mobile-1", Type: "postpay" } as const;
    await run(sim.transferProductType(request, true));
    await run(sim.transferProductType(request, false));
    const seen = requestsTo("/sim/v1/product-type/");
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      "PUT /sim/v1/product-type/true",
      "PUT /sim/v1/product-type/false",
    ]);
    expect(JSON.parse(seen[0]?.body ?? "{}")).toEqual(request);
  });

  it("reads settings with a query and roaming by path, each cached until a write clears it", async () => {
    const sim = makeHttpSimApi((await signedIn()).client);
    await run(sim.getSettings(ref));
    await run(sim.getSettings(ref));
    expect(requestsTo("/sim/v1/settings").map((r) => r.url)).toEqual([
      "/sim/v1/settings?MobileUUID=mobile-1&CustomerUUID=customer-1",
    ]);
    await run(sim.getDailyRoaming(ref));
    await run(sim.getDailyRoaming(ref));
    expect(requestsTo("/sim/daily-roaming/").map((r) => r.url)).toEqual([
      "/sim/daily-roaming/auto-active/customer-1/mobile-1",
    ]);
    await run(sim.setDailyRoaming({ ...ref, AutoActive: true }));
    await run(sim.getDailyRoaming(ref));
    expect(requestsTo("/sim/daily-roaming/")).toHaveLength(3);
  });

  it("keeps a plan list for one minute", async () => {
    const { client, advance } = await signedIn();
    const plans = makeHttpPlansApi(client);
    await run(plans.prepayMobilePlans());
    await advance(59_000);
    await run(plans.prepayMobilePlans());
    expect(requestsTo("/v3/67/prepay_mobile_plans")).toHaveLength(1);
    await advance(2_000);
    await run(plans.prepayMobilePlans());
    expect(requestsTo("/v3/67/prepay_mobile_plans")).toHaveLength(2);
  });
});
