import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { IntentKey } from "@waea/domain/ports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type SeenRequest, type TestReply } from "../client/test-server";
import { MINUTE, START, authData, clientFor } from "../client/test-support";
import { makeHttpAddressApi } from "./address-http";
import { makeHttpCustomerApi } from "./customer-http";
import { makeHttpGuestApi } from "./guest-http";
import { makeHttpOnboardingApi } from "./onboarding-http";

const customer = { UUID: "customer-1", FirstName: "Aroha", LastName: "Ngata", Email: "aroha@example.nz" };
const address = {
  UUID: "address-1",
  AddressType: "DELIVERY",
  Rank: 1,
  StreetName: "Cuba",
  Country: "New Zealand",
};

const replyFor = (request: SeenRequest): TestReply => {
  const path = request.url.split("?")[0] ?? "";
  if (path === "/guest/topup") return { body: undefined };
  if (path === "/guest/payment") return { body: null };
  if (path === "/guest/purchases") return { status: 404, body: { err_message: "Order not found" } };
  if (path.startsWith("/sim/metadata/")) return { body: { FullyPaid: true } };
  if (path.startsWith("/customer/customer-1/service/")) return { body: {} };
  if (path === "/v3/adopt_by_sms") return { body: { SMSSent: true } };
  if (path === "/v2/67/Customer/customer-1" || path === "/v2/67/customer/customer-1")
    return { body: customer };
  if (path === "/v2/67/customer/customer-1/address")
    return request.method === "GET" ? { body: { Addresses: [address] } } : { body: address };
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
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect));
const requestsTo = (path: string) => server.seen.filter((request) => request.url.split("?")[0] === path);

describe("the guest port over HTTP", () => {
  it("answers null for a payment reply without a body ('No Data'), and passes other failures on", async () => {
    const guest = makeHttpGuestApi((await clientFor(server.origin)).client);
    const intent = IntentKey.make("guest-intent");
    expect(await run(guest.topup({ Amount: 2000, MSISDN: "6421", ResponseToken: "t" }, intent))).toEqual(
      Either.right(null),
    );
    expect(await run(guest.payment({ Amount: 2000, LookupID: "A1", ResponseToken: "t" }, intent))).toEqual(
      Either.right(null),
    );
    const missing = await run(guest.purchases({ OrderID: "order-9" }));
    expect(Either.isLeft(missing) && missing.left).toMatchObject({ _tag: "ApiFailure", status: 404 });
    expect(requestsTo("/guest/topup")[0]?.headers.authorization).toBeUndefined();
  });
});

describe("the onboarding port over HTTP", () => {
  it("adopts without a session, puts the dry flag in the path, and reads the SIM metadata through the sim call", async () => {
    const onboarding = makeHttpOnboardingApi((await signedIn()).client);
    await run(onboarding.adoptBySms({ SPID: 67, MobileNumber: "0211234567" }));
    expect(requestsTo("/v3/adopt_by_sms")[0]?.headers.authorization).toBeUndefined();
    await run(onboarding.activate("customer-1", "mobile-1", true));
    await run(onboarding.activate("customer-1", "mobile-1", false));
    expect(
      server.seen.filter((r) => r.url.includes("/activate/")).map((r) => `${r.method} ${r.url}`),
    ).toEqual([
      "POST /customer/customer-1/service/mobile-1/activate/true",
      "POST /customer/customer-1/service/mobile-1/activate/false",
    ]);
    expect(await run(onboarding.simMetadata("mobile-1"))).toEqual(Either.right({ FullyPaid: true }));
    expect(requestsTo("/sim/metadata/mobile-1")[0]?.headers.authorization).toBe("Bearer jwt-1");
  });
});

describe("the profile ports over HTTP", () => {
  it("caches entity reads and the address list until a write clears them", async () => {
    const { client } = await signedIn();
    const customers = makeHttpCustomerApi(client);
    const addresses = makeHttpAddressApi(client);
    await run(customers.readEntity("Customer", "customer-1"));
    await run(customers.readEntity("Customer", "customer-1"));
    await run(addresses.listAddresses("customer-1"));
    await run(addresses.listAddresses("customer-1"));
    expect(requestsTo("/v2/67/Customer/customer-1")).toHaveLength(1);
    expect(requestsTo("/v2/67/customer/customer-1/address")).toHaveLength(1);
    const { UUID: _uuid, ...write } = { ...address, AddressType: "DELIVERY" as const };
    await run(addresses.createAddress("customer-1", { ...write, City: "Wellington", PostCode: "6011" }));
    await run(customers.readEntity("Customer", "customer-1"));
    await run(addresses.listAddresses("customer-1"));
    expect(requestsTo("/v2/67/Customer/customer-1")).toHaveLength(2);
    expect(requestsTo("/v2/67/customer/customer-1/address").filter((r) => r.method === "GET")).toHaveLength(
      2,
    );
  });
});
