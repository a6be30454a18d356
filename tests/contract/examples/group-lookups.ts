import * as Effect from "effect/Effect";
import { coreLabels, uuidFor } from "@waea/fake-api/server";
import type { ExampleContext } from "./example";

/** Another demo login's first customer account, by the label the world derives its id from. */
export const demoCustomer = (context: ExampleContext, key: string): string =>
  uuidFor(context.api.store.world.seed, coreLabels.customer(key, 0));

/** A demo login's first service. */
export const demoProduct = (context: ExampleContext, key: string): string =>
  uuidFor(context.api.store.world.seed, coreLabels.product(key, 0, 0));

/** The first customer group of the signed-in customer. */
export const customerGroupUuid = async (context: ExampleContext): Promise<string> => {
  const info = await Effect.runPromise(
    context.test.client.api.groups.customerGroupInfo({ params: { customerUuid: context.customer() } }),
  );
  return info.CustomerGroupInfos[0]?.UUID ?? "";
};

/** The first mobile group of the signed-in customer's service. */
export const mobileGroupUuid = async (context: ExampleContext, key: string): Promise<string> => {
  const info = await Effect.runPromise(
    context.test.client.api.groups.mobileGroupInfo({
      query: { CustomerUUID: context.customer(), MobileProductUUID: demoProduct(context, key) },
    }),
  );
  return info.MobileGroupInfos[0]?.UUID ?? "";
};
