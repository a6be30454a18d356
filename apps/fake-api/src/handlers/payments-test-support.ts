// Test support for the payments, provider and usage handler tests (not used by the server).
import { coreLabels } from "../world/core-labels";
import { uuidFor } from "../world/prng";
import type { TestApi } from "./session-test-support";
import { worldMark } from "./world-mark-test-support";

/** Ids of the default seed's demo world, derived from the same labels as the seed. */
export const demoIds = (key: string, account = 0) => ({
  customer: uuidFor(67, coreLabels.customer(key, account)),
  product: uuidFor(67, coreLabels.product(key, account, 0)),
});

/** The id of a catalog availability (plans slice labels). */
export const availability = (key: string): string => uuidFor(67, `availability:${key}`);
export const catalogEntry = (key: string): string => uuidFor(67, `catalog:${key}`);

/** The test API (no payment delay, no declines) signed in as a demo login, with request helpers. */
export const signedIn = async (app: TestApi, key: string) => {
  const auth = await app.signIn(`${key}@waea.test`);
  const send = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    app.call({ method, url: `/api${url}`, ...(payload === undefined ? {} : { payload }) }, auth.JWT);
  const ok = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const response = await send(method, url, payload);
    if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
    return response.status === 204 ? undefined : response.json();
  };
  /** The refusal's status and message; the world is checked to be as it was. */
  const refused = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const unchanged = worldMark(app.store);
    const response = await send(method, url, payload);
    if (!unchanged()) throw new Error(`${method} ${url} was refused but changed the world`);
    return { status: response.status, message: (response.json() as { err_message?: string }).err_message };
  };
  const confirm = async (kind: "payment" | "setup", secret: string, paymentMethod?: string) => {
    const response = await app.call({
      method: "POST",
      url: `/api/payment-provider/v1/${kind}_intents/confirm`,
      payload: {
        client_secret: secret,
        ...(paymentMethod === undefined ? {} : { payment_method: paymentMethod }),
      },
    });
    return { status: response.status, body: response.json() };
  };
  return { ...app, auth, ids: demoIds(key), send, ok, refused, confirm };
};
