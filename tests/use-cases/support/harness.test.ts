import { describe, expect, it } from "vitest";
import { authRequest, readStoredAuth, signIn } from "@waea/domain/session";
import { signedIn, withFakeApi, visitor } from "./fake-api";

const api = withFakeApi();

describe("the use-case harness", () => {
  it("signs a demo login in through the domain's use case and keeps the session as a shell does", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    expect(prepay.customer).not.toBe("");
    expect(await prepay.run(readStoredAuth)).toMatchObject({ JWT: prepay.auth.JWT });
  });

  it("gives a refused sign-in as a Left with the server's message, and stores nothing", async () => {
    const nobody = visitor(api());
    const outcome = await nobody.attempt(
      signIn(authRequest({ provider: "LOCAL", authId: "prepay@waea.test", code: "nope" })),
    );
    expect(outcome).toMatchObject({ _tag: "Left", left: { _tag: "ApiFailure", status: 400 } });
    expect(await nobody.run(readStoredAuth)).toBeUndefined();
  });
});
