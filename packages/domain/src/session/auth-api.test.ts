import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { SPID } from "../config";
import { AuthRequest, authRequest, optIn, requireInvitationCustomer } from "./auth-api";

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
const failure = <A, E>(effect: Effect.Effect<A, E>) => {
  const result = run(effect);
  return Either.isLeft(result) ? result.left : undefined;
};
const local = (authId: string, code: string) => authRequest({ provider: "LOCAL", authId, code });

describe("auth request bodies", () => {
  it("carry SPID 67, ask for roles and send opt-ins as 2 or 0", () => {
    const body = authRequest({
      provider: "LOCAL",
      authId: "new@example.nz",
      code: "pw",
      signUp: {
        firstName: "Mere",
        lastName: "Te Rangi",
        email: "new@example.nz",
        specialOffers: true,
        newsletters: false,
      },
    });
    expect(body).toEqual({
      IdentityProvider: "LOCAL",
      AuthID: "new@example.nz",
      AuthCode: "pw",
      SPID,
      IncludeRoles: true,
      FirstName: "Mere",
      LastName: "Te Rangi",
      Email: "new@example.nz",
      NotifySpecialOffers: 2,
      NotifyNewsletters: 0,
    });
    expect(optIn(true)).toBe(2);
    expect(
      authRequest({
        provider: "APPLE",
        authId: "a",
        nonce: "n",
        signUp: {
          firstName: "A",
          lastName: "B",
          mobileNumber: "021",
          specialOffers: false,
          newsletters: false,
        },
      }),
    ).toMatchObject({ AuthNonce: "n", MobileNumber: "021" });
  });
  it("need an AuthCode or an AuthNonce", () => {
    const decode = Schema.decodeUnknownEither(AuthRequest);
    expect(Either.isRight(decode(local("a", "b")))).toBe(true);
    expect(
      Either.isLeft(decode({ IdentityProvider: "LOCAL", AuthID: "a", SPID: 67, IncludeRoles: true })),
    ).toBe(true);
  });
});

describe("requireInvitationCustomer (AUTH-13)", () => {
  it("accepts an invitation reply only with a CustomerUUID", () => {
    expect(run(requireInvitationCustomer({ CustomerUUID: "cust-aroha" }))).toEqual(
      Either.right({ CustomerUUID: "cust-aroha" }),
    );
    for (const reply of [{}, { CustomerUUID: " " }])
      expect(failure(requireInvitationCustomer(reply))).toMatchObject({
        _tag: "DecodeError",
        field: "CustomerUUID",
        message: "No CustomerUUID",
      });
  });
});
