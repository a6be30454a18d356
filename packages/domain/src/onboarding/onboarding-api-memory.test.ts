import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { makeMemoryOnboardingApi } from "./onboarding-api-memory";

const setup = () => {
  // The in-memory operator's own time, moved by the test.
  let now = 0;
  const advance = (millis: number) => {
    now += millis;
  };
  const api = makeMemoryOnboardingApi({
    nowMillis: () => now,
    services: [
      {
        productUUID: "p1",
        msisdn: "6421000001",
        simId: "8964000000000000001",
        customerUUID: "c1",
        kind: "postpay",
      },
      { productUUID: "p2", msisdn: "6421000002", simId: "8964000000000000002", customerUUID: "c1" },
    ],
    accounts: [{ AuthID: "a@b.nz", AuthCode: "pw", CustomerUUID: "c1" }],
  });
  return { advance, api };
};
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));

describe("in-memory onboarding API", () => {
  it("keeps auth tokens", () => {
    const { api } = setup();
    const created = run(
      api.createAuthToken({
        SPID: 67,
        IdentityProvider: "LOCAL",
        AuthID: "a@b.nz",
        AuthCode: "pw",
        IncludeRoles: true,
      }),
    );
    expect(created).toEqual(Either.right({ ID: "auth-1", Token: "token-c1", CustomerUUID: "c1" }));
    expect(run(api.getAuthToken("auth-1"))).toEqual(created);
    expect(run(api.getAuthToken("auth-2"))).toMatchObject({ left: { status: 404 } });
  });
  it("refuses other providers and unknown SIMs", () => {
    const { api } = setup();
    expect(run(api.adoptByIp({ SPID: 1 }))).toMatchObject({ left: { message: "CANT_ADOPT_BY_IP" } });
    expect(
      run(api.prepayFinaliseActivation({ SPID: 1, CustomerUUID: "c1", ProductInstanceUUID: "p2" })),
    ).toMatchObject({
      left: { status: 400 },
    });
    expect(run(api.simMetadata("zz"))).toMatchObject({ left: { status: 404 } });
    expect(run(api.adoptByToken({ SPID: 67, Token: "nope", SIMID: "89" }))).toMatchObject({
      left: { message: "TOKEN_ERROR" },
    });
  });
  it("transfers the product type, dry or not", () => {
    const { api } = setup();
    const request = { CustomerUUID: "c1", ProductInstanceUUID: "p1", Type: "prepay" } as const;
    expect(run(api.transferProductType(request, true))).toEqual(
      Either.right({ Type: "prepay", Transferred: false }),
    );
    expect(run(api.transferProductType(request, false))).toEqual(
      Either.right({ Type: "prepay", Transferred: true }),
    );
    expect(run(api.transferProductType(request, false))).toMatchObject({ left: { status: 400 } });
  });
  it("serves each product from its own kind's call, ready after the activation delay", () => {
    const { api, advance } = setup();
    expect(run(api.getPrepayProduct("c1", "p1"))).toMatchObject({ left: { message: "No prepay product" } });
    expect(run(api.getPostpayProduct("c1", "p1"))).toMatchObject({ right: { Status: 2 } });
    run(api.paygActivation({ CustomerUUID: "c1", ProductInstanceUUID: "p2" }));
    expect(run(api.getPostpayProduct("c1", "p2"))).toMatchObject({ left: { message: "No postpay product" } });
    advance(20_000);
    expect(run(api.getPrepayProduct("c1", "p2"))).toMatchObject({
      right: { Status: 4, BillingReference: "payg:6421000002" },
    });
    expect(run(api.paygActivation({ CustomerUUID: "c1", ProductInstanceUUID: "p2" }))).toMatchObject({
      left: { status: 409 },
    });
    expect(api.calls).toContain("paygActivation");
  });
});
