import * as Effect from "effect/Effect";
import type { Customer, MobileProduct } from "../../account";
import { loadHasParentRoute } from "../../billing-routes/use-cases/load-parent-route";
import { type BillingRoutesApi } from "../../billing-routes/api";
import { isFibreOnly } from "../../broadband";
import { BroadbandApi } from "../../broadband/api";
import { SPID } from "../../config";
import { listCards, type Card, type PaymentsError } from "../../payments";
import { type PaymentsApi } from "../../payments/api";
import type { ApiError } from "../../ports";
import { CustomerApi } from "../../profile/api";
import type { AccountFactsInput } from "../../routing";
import type { IdentityProvider } from "../../session";
import { AccountProductsApi } from "../account-products-api";
import { primaryProduct } from "../primary-product";

/** A customer account as the shells hold it once chosen: what it is, and what the guards need to know of it. */
export interface LoadedAccount {
  readonly customer: Customer;
  /** Every mobile product of the account, as listed. */
  readonly products: ReadonlyArray<MobileProduct>;
  /** The current product (primaryProduct), when there is one. */
  readonly product: MobileProduct | undefined;
  /**
   * Why the products could not be read, when they could not: then `products` is empty for the guards, but a page
   * about the product says the read failed (with a retry) rather than that there is no product.
   */
  readonly productsError: ApiError | undefined;
  /** The account's payment cards, default first, expiry flagged at the time Effect's Clock tells. */
  readonly cards: ReadonlyArray<Card>;
  /** The guard input (routing's accountFactsOf turns it into the facts, with the build's settings). */
  readonly facts: AccountFactsInput;
}

/**
 * The account's products; a failed list counts as none, so the guards still decide (the account type is then Not
 * Activated), and its error is kept.
 */
const mobileProducts = (uuid: string) =>
  Effect.flatMap(AccountProductsApi, (api) =>
    Effect.match(api.mobileProducts(uuid), {
      onFailure: (error): ListedProducts => ({ products: [], error }),
      onSuccess: (reply): ListedProducts => ({ products: reply.MobileProducts, error: undefined }),
    }),
  );

interface ListedProducts {
  readonly products: ReadonlyArray<MobileProduct>;
  readonly error: ApiError | undefined;
}

/** The customer's fibre products, asked only of a customer without any other product; a failure counts as none. */
const fibreProducts = (uuid: string, products: ReadonlyArray<MobileProduct>) =>
  products.length > 0
    ? Effect.succeed([])
    : Effect.flatMap(BroadbandApi, (api) =>
        Effect.orElseSucceed(
          Effect.map(
            api.fibreList("UFB", { SPID, UUID: uuid, PageNumber: 1, PageItemCount: 10 }),
            (page) => page.Items,
          ),
          () => [],
        ),
      );

/**
 * A chosen customer account, in every shell: the customer (its failure fails the load), its mobile products and the
 * current one, its cards, whether a parent billing route pays for it and whether it is fibre-only, loaded side by
 * side (spec 01 §5 checks cards "after loading payment methods and billing routes"). A failed product, route or
 * fibre list counts as none (a failed product list is also told, `productsError`); which cards count for the guards
 * is routing's rule.
 */
export const loadAccount = (
  uuid: string,
  provider: IdentityProvider | undefined,
): Effect.Effect<
  LoadedAccount,
  ApiError | PaymentsError,
  CustomerApi | AccountProductsApi | PaymentsApi | BillingRoutesApi | BroadbandApi
> =>
  Effect.gen(function* () {
    const api = yield* CustomerApi;
    const [customer, listed, cards, parentRoute] = yield* Effect.all(
      [api.readCustomer(uuid), mobileProducts(uuid), listCards(uuid), loadHasParentRoute(uuid)],
      { concurrency: "unbounded" },
    );
    const products = listed.products;
    const product = primaryProduct(products);
    const fibre = yield* fibreProducts(uuid, products);
    const facts: AccountFactsInput = {
      customer,
      product,
      provider,
      cards,
      hasParentBillingRoute: parentRoute,
      fibreOnly: isFibreOnly({ products, fibreProducts: fibre }),
    };
    return { customer, products, product, productsError: listed.error, cards, facts };
  });
