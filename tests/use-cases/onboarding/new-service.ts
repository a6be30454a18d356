import { DEMO_ACTIVATION_CODE, type InProcessFakeApi } from "@waea/fake-api/in-process";

type Product = InProcessFakeApi["store"]["world"]["core"]["products"][string];

/** A service as the person onboarding it knows it: the number and SIM ID printed with the SIM, and its ids. */
const asKnown = (product: Product) => ({
  customerUUID: product.CustomerUUID,
  productUUID: product.UUID,
  /** The number as a person types it: 021 ... */
  mobileNumber: `0${(product.MSISDN ?? "").slice(2)}`,
  simId: product.SIMID ?? "",
});

/** new@waea.test's service, not activated yet (Status 2, no billing reference), read from the seeded world. */
export const newService = (api: InProcessFakeApi) => {
  const world = api.store.world;
  const product = world.core.products[world.core.activationCodes[DEMO_ACTIVATION_CODE] ?? ""];
  if (product === undefined) throw new Error("the demo world has no product for DEMO-ACT-0001");
  return asKnown(product);
};

/** The first service of a demo login, read from the seeded world. */
export const demoService = (api: InProcessFakeApi, email: string) => {
  const core = api.store.world.core;
  const login = Object.values(core.logins).find((item) => item.AuthID === email);
  const product = Object.values(core.products).find((item) => item.CustomerUUID === login?.CustomerUUIDs[0]);
  if (product === undefined) throw new Error(`${email} has no service`);
  return asKnown(product);
};
