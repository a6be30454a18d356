import type { Customer } from "@waea/domain/account";
import {
  BillingRoutesApi,
  makeMemoryBillingRoutesApi,
  type MemoryBillingRoutesApi,
  type StoredRoute,
} from "@waea/domain/billing-routes";
import { AccountProductsApi, makeMemoryAccountProductsApi } from "@waea/domain/checks";
import type { MobileProduct } from "@waea/domain/account";
import {
  makeMemoryPaymentsApi,
  PaymentsApi,
  type MemoryPaymentsApi,
  type PaymentMethod,
} from "@waea/domain/payments";
import { BroadbandApi, makeMemoryBroadbandApi, type MemoryBroadbandSeed } from "@waea/domain/broadband";
import { CheckoutApi, makeMemoryCheckoutApi, type MemoryCheckoutApi } from "@waea/domain/checkout";
import {
  OnboardingApi,
  makeMemoryOnboardingApi,
  type MemoryOnboardingApi,
  type MemoryOnboardingSeed,
} from "@waea/domain/onboarding";
import { PlansApi, makeMemoryPlansApi, type MemoryPlansApi, type MemoryPlansSeed } from "@waea/domain/plans";
import { Storage, type StorageService } from "@waea/domain/ports";
import {
  AddressApi,
  CustomerApi,
  makeMemoryAddressApi,
  makeMemoryCustomerApi,
  type MemoryAddressApi,
  type MemoryAddressSeed,
  type MemoryCustomerApi,
} from "@waea/domain/profile";
import {
  RewardsApi,
  makeMemoryRewardsApi,
  type MemoryRewardsApi,
  type MemoryRewardsSeed,
} from "@waea/domain/rewards";
import {
  AuthApi,
  makeMemoryAuthApi,
  readStoredAuth,
  type MemoryAuthAccount,
  type MemoryAuthApi,
} from "@waea/domain/session";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import type { AppApis } from "../app/services";

/** A person who signs in, and the customer accounts they own (the first is the one their login belongs to). */
export interface MemoryUser {
  readonly login: MemoryAuthAccount;
  readonly customers: ReadonlyArray<Customer>;
}

export interface MemoryWorld {
  readonly users: ReadonlyArray<MemoryUser>;
  readonly paymentMethods?: Readonly<Record<string, ReadonlyArray<PaymentMethod>>>;
  /** Mobile products by customer; a customer without an entry has none. */
  readonly products?: Readonly<Record<string, ReadonlyArray<MobileProduct>>>;
  readonly routes?: ReadonlyArray<StoredRoute>;
  /** Invitation codes and the customer account each one joins. */
  readonly invitations?: Readonly<Record<string, string | undefined>>;
  /** "LOCAL:<MSISDN>" to the customer that number belongs to (forgot e-mail by phone). */
  readonly identities?: Readonly<Record<string, string>>;
  readonly mfaCode?: string;
  readonly onboarding?: Omit<MemoryOnboardingSeed, "nowMillis">;
  readonly addresses?: MemoryAddressSeed;
  readonly plans?: MemoryPlansSeed;
  readonly rewards?: MemoryRewardsSeed;
  readonly broadband?: MemoryBroadbandSeed;
}

export interface MemoryApis {
  readonly auth: MemoryAuthApi;
  readonly customers: MemoryCustomerApi;
  readonly payments: MemoryPaymentsApi;
  readonly routes: MemoryBillingRoutesApi;
  readonly onboarding: MemoryOnboardingApi;
  readonly addresses: MemoryAddressApi;
  readonly plans: MemoryPlansApi;
  readonly rewards: MemoryRewardsApi;
  readonly checkout: MemoryCheckoutApi;
  readonly layer: Layer.Layer<AppApis>;
}

/**
 * The operator API ports in memory, over the domain's in-memory implementations, for `npm run dev` before the fake
 * API runs and for the page tests. The domain's memory services are one service each; this joins them the way the
 * operator does: customer_uuids answers the accounts of whoever is signed in (read from the stored session, as the
 * HTTP client's auth header would tell the server), an accepted invitation adds an account, and a confirmed e-mail
 * verification marks the customer verified.
 */
export const makeMemoryApis = (
  world: MemoryWorld,
  options: { readonly nowMillis: () => number; readonly storage: StorageService },
): MemoryApis => {
  const { nowMillis, storage } = options;
  const auth = makeMemoryAuthApi({
    nowMillis,
    accounts: world.users.map((user) => user.login),
    ...(world.invitations === undefined ? {} : { invitations: world.invitations }),
    ...(world.mfaCode === undefined ? {} : { mfaCode: world.mfaCode }),
  });
  const accountsOf = new Map(world.users.map((user) => [user.login.UUID, user.customers.map((c) => c.UUID)]));
  const customers = makeMemoryCustomerApi({
    customers: world.users.flatMap((user) => user.customers),
    ...(world.identities === undefined ? {} : { identities: world.identities }),
  });
  const payments = makeMemoryPaymentsApi(
    world.paymentMethods === undefined ? {} : { paymentMethods: world.paymentMethods },
    { nowMillis },
  );
  const routes = makeMemoryBillingRoutesApi({
    nowMillis,
    ...(world.routes === undefined ? {} : { routes: world.routes }),
  });
  const onboarding = makeMemoryOnboardingApi({ services: [], ...world.onboarding, nowMillis });
  const addresses = makeMemoryAddressApi(world.addresses);
  const plans = makeMemoryPlansApi({ nowMillis, ...world.plans });
  const rewards = makeMemoryRewardsApi(world.rewards);
  const checkout = makeMemoryCheckoutApi();
  const signedInUser = Effect.map(
    Effect.provideService(readStoredAuth, Storage, storage),
    (stored) => stored?.UUID,
  );

  const joinedAuth: MemoryAuthApi = {
    ...auth,
    acceptInvitation: (request) =>
      Effect.tap(auth.acceptInvitation(request), (accepted) =>
        Effect.map(signedInUser, (user) => {
          if (user === undefined) return;
          const owned = accountsOf.get(user) ?? [];
          if (!owned.includes(accepted.CustomerUUID)) accountsOf.set(user, [...owned, accepted.CustomerUUID]);
        }),
      ),
    confirmEmailVerification: (request) =>
      Effect.tap(auth.confirmEmailVerification(request), (reply) =>
        Effect.sync(() => {
          const customer = customers.customers.get(reply.CustomerUUID);
          if (customer !== undefined)
            customers.customers.set(reply.CustomerUUID, { ...customer, EmailVerified: reply.EmailVerified });
        }),
      ),
  };
  const joinedCustomers: MemoryCustomerApi = {
    ...customers,
    customerUuids: () =>
      Effect.map(signedInUser, (user) => ({
        CustomerUUIDs: user === undefined ? [] : (accountsOf.get(user) ?? [user]),
      })),
  };
  return {
    auth: joinedAuth,
    customers: joinedCustomers,
    payments,
    routes,
    onboarding,
    addresses,
    plans,
    rewards,
    checkout,
    layer: Layer.mergeAll(
      Layer.succeed(AuthApi, joinedAuth),
      Layer.succeed(CustomerApi, joinedCustomers),
      Layer.succeed(
        AccountProductsApi,
        makeMemoryAccountProductsApi(
          Object.fromEntries(
            world.users
              .flatMap((user) => user.customers)
              .map((c) => [c.UUID, world.products?.[c.UUID] ?? []]),
          ),
        ),
      ),
      Layer.succeed(PaymentsApi, payments),
      Layer.succeed(BillingRoutesApi, routes),
      Layer.succeed(OnboardingApi, onboarding),
      Layer.succeed(AddressApi, addresses),
      Layer.succeed(PlansApi, plans),
      Layer.succeed(RewardsApi, rewards),
      Layer.succeed(CheckoutApi, checkout),
      Layer.succeed(BroadbandApi, makeMemoryBroadbandApi(world.broadband)),
    ),
  };
};
