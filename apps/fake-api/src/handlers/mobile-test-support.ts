import type { TestApi } from "./session-test-support";

/**
 * The test API signed in as a demo login, with its first customer account and that account's first mobile product,
 * and shorthands for JSON calls with the session's token.
 */
export const signedInAs = async (test: TestApi, email: string) => {
  const auth = await test.signIn(email);
  let token = auth.JWT;
  const customer = auth.AuthResponse?.CustomerUUID ?? "";
  const product = Object.values(test.store.world.core.products).find(
    (item) => item.CustomerUUID === customer,
  );
  if (product === undefined) throw new Error(`${email} has no mobile product`);
  const send = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    test.call(
      {
        method,
        url: `/api${url}`,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      },
      token,
    );
  return {
    ...test,
    auth,
    customer,
    product,
    ref: { CustomerUUID: customer, MobileUUID: product.UUID },
    get: (url: string) => send("GET", url),
    post: (url: string, payload: unknown) => send("POST", url, payload),
    put: (url: string, payload: unknown) => send("PUT", url, payload),
    /** Moves the fake API's clock on and signs in again (a session lasts an hour). */
    advance: async (millis: number) => {
      test.clock.advance(millis);
      token = (await test.signIn(email)).JWT;
    },
  };
};
