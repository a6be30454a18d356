import type { InProcessFakeApi } from "@waea/fake-api/in-process";

type Core = InProcessFakeApi["store"]["world"]["core"];
type Login = Core["logins"][string];

/** Reads the fake API's world: what a test checks after the portal acted, and the ids of the seeded demo world. */
export const loginOf = (api: InProcessFakeApi, email: string): Login => {
  const wanted = email.toLowerCase();
  const login = Object.values(api.store.world.core.logins).find((item) => item.AuthID === wanted);
  if (login === undefined) throw new Error(`the demo world has no login ${email}`);
  return login;
};

/** The customer accounts of a login, the one its sign-in belongs to first. */
export const accountsOf = (api: InProcessFakeApi, email: string): ReadonlyArray<string> =>
  loginOf(api, email).CustomerUUIDs;

/** The first customer account of a login. */
export const accountOf = (api: InProcessFakeApi, email: string): string => {
  const [first] = accountsOf(api, email);
  if (first === undefined) throw new Error(`${email} has no customer account`);
  return first;
};

export const customerOf = (api: InProcessFakeApi, uuid: string): Core["customers"][string] => {
  const customer = api.store.world.core.customers[uuid];
  if (customer === undefined) throw new Error(`the demo world has no customer ${uuid}`);
  return customer;
};

/** The mobile products of a customer account. */
export const productsOf = (
  api: InProcessFakeApi,
  customerUuid: string,
): ReadonlyArray<Core["products"][string]> =>
  Object.values(api.store.world.core.products).filter((product) => product.CustomerUUID === customerUuid);
