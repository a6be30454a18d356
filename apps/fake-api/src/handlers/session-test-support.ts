import type { testApp } from "../server/test-app";

type App = Awaited<ReturnType<typeof testApp>>;

/** A demo login signed in on the test app: its first customer account and calls under /api with its token. */
export const signedIn = async (app: App, email: string) => {
  const data = await app.signIn(email);
  const uuid = data.AuthResponse?.CustomerUUID ?? "";
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.call(
      { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) },
      data.JWT,
    );
  return {
    uuid,
    get: (url: string) => send("GET", url),
    post: (url: string, payload: unknown) => send("POST", url, payload),
    put: (url: string, payload: unknown) => send("PUT", url, payload),
    del: (url: string) => send("DELETE", url),
  };
};

/** Every demo login's first customer account and service, by key (prepay, leader, member, ...). */
export const demoIds = (app: App, key: string) => {
  const login = Object.values(app.store.world.core.logins).find((item) => item.AuthID === `${key}@waea.test`);
  const customer = login?.CustomerUUIDs[0] ?? "";
  const product = Object.values(app.store.world.core.products).find((item) => item.CustomerUUID === customer);
  return { customer, product: product?.UUID ?? "", msisdn: product?.MSISDN ?? "" };
};
