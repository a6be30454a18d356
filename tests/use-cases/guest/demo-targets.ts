import type { InProcessFakeApi } from "@waea/fake-api/in-process";

/**
 * What a guest knows of a demo login, read from the seeded world: the number of its first service, the account
 * number of its bill. No call tells an anonymous visitor these; the person paying knows them.
 */
const firstAccount = (api: InProcessFakeApi, email: string) => {
  const core = api.store.world.core;
  const login = Object.values(core.logins).find((item) => item.AuthID === email);
  const customer = core.customers[login?.CustomerUUIDs[0] ?? ""];
  const product = Object.values(core.products).find((item) => item.CustomerUUID === customer?.UUID);
  if (customer === undefined || product === undefined) throw new Error(`${email} has no service`);
  return { customer, product };
};

/** The mobile number of a demo login's first service, as a person types it (021 ...). */
export const demoNumber = (api: InProcessFakeApi, email: string): string =>
  `0${(firstAccount(api, email).product.MSISDN ?? "").slice(2)}`;

/** The account number a demo login's bill is paid by. */
export const demoBill = (api: InProcessFakeApi, email: string): string =>
  firstAccount(api, email).customer.AccountNumber ?? "";

/** The prepay balance of a demo login's first service, in cents, as the operator keeps it. */
export const prepayCents = (api: InProcessFakeApi, email: string): number =>
  api.store.world.payments.prepay[firstAccount(api, email).product.UUID]?.MainBalCreditCents ?? 0;
