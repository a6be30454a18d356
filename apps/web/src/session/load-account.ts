import type { Customer, MobileProduct } from "@waea/domain/account";
import { hasParentRoute, loadBillingRoutes } from "@waea/domain/billing-routes";
import { isFibreOnly } from "@waea/domain/broadband";
import { BroadbandApi } from "@waea/domain/broadband/api";
import { SPID } from "@waea/domain/config";
import { primaryProduct } from "@waea/domain/checks";
import { AccountProductsApi } from "@waea/domain/checks/api";
import { listCards } from "@waea/domain/payments";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { CustomerApi } from "@waea/domain/profile/api";
import type { AccountFactsInput } from "@waea/domain/routing";
import type { IdentityProvider } from "@waea/domain/session";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";

export interface LoadedAccount {
  readonly customer: Customer;
  readonly product: MobileProduct | undefined;
  readonly facts: AccountFactsInput;
}

/** The account's products; a failed list counts as none, so the guards still decide (the account type is then Not Activated). */
const products = (uuid: string) =>
  Effect.flatMap(AccountProductsApi, (api) =>
    Effect.orElseSucceed(
      Effect.map(api.mobileProducts(uuid), (reply) => reply.MobileProducts),
      (): ReadonlyArray<MobileProduct> => [],
    ),
  );

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
 * Remembers the current mobile product. Another tab that sees this key change reloads (APP-05), so it is written
 * only when the product changes.
 */
const rememberProduct = (product: MobileProduct | undefined) =>
  Effect.flatMap(Storage, (storage) =>
    Effect.flatMap(storage.get(StorageKeys.currentMobileProduct), (stored) => {
      if (product === undefined) return Effect.void;
      return Option.getOrUndefined(stored) === product.UUID
        ? Effect.void
        : storage.set(StorageKeys.currentMobileProduct, product.UUID);
    }),
  );

/**
 * What the guards need of a customer account (spec 01 §5 checks cards "after loading payment methods and billing
 * routes"): the customer, its current product (the domain's primaryProduct of its mobile products), its usable
 * cards (not expired), whether a parent billing route pays for it, and whether it is a fibre-only customer.
 */
export const loadAccount = (uuid: string, provider: IdentityProvider | undefined) =>
  Effect.gen(function* () {
    const api = yield* CustomerApi;
    const [customer, list, cards, routes] = yield* Effect.all(
      [api.readCustomer(uuid), products(uuid), listCards(uuid), loadBillingRoutes(uuid)],
      { concurrency: "unbounded" },
    );
    const product = primaryProduct(list);
    const fibre = yield* fibreProducts(uuid, list);
    yield* rememberProduct(product);
    const facts: AccountFactsInput = {
      customer,
      product,
      provider,
      cardCount: cards.filter((card) => !card.is_card_expired).length,
      hasParentBillingRoute: hasParentRoute(routes.routes),
      fibreOnly: isFibreOnly({ products: list, fibreProducts: fibre }),
    };
    const loaded: LoadedAccount = { customer, product, facts };
    return loaded;
  });
