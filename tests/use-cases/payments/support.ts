// Helpers of the payments use-case tests: a customer's products as the operator lists them, the message key of a
// refusal, and a clock on the fake API's world time for the add-on purchase retry.
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { MobileProduct } from "@waea/domain/account";
import { AccountProductsApi } from "@waea/domain/checks/api";
import type { Customer } from "../support/fake-api";

/** The customer's mobile products, as the operator lists them. */
export const productsOf = async (customer: Customer): Promise<ReadonlyArray<MobileProduct>> =>
  (await customer.run(Effect.flatMap(AccountProductsApi, (api) => api.mobileProducts(customer.customer))))
    .MobileProducts;

/** The customer's first mobile product (every demo login but fibre@ has one). */
export const firstProduct = async (customer: Customer): Promise<MobileProduct> => {
  const [product] = await productsOf(customer);
  if (product === undefined) throw new Error(`${customer.customer} has no mobile product`);
  return product;
};

/** What a refusal says: the message key of a context's error, else its tag; undefined for a success. */
export const refusal = (outcome: Either.Either<unknown, unknown>): string | undefined => {
  if (Either.isRight(outcome)) return undefined;
  const error = outcome.left as { readonly _tag?: string; readonly key?: string };
  return error.key ?? error._tag;
};

/** The value of a success; a refusal fails the test with what it said. */
export const value = <A>(outcome: Either.Either<A, unknown>): A => {
  if (Either.isLeft(outcome)) throw new Error(`expected success, got ${JSON.stringify(outcome.left)}`);
  return outcome.right;
};
