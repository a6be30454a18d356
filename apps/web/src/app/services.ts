import type { BillingApi } from "@waea/domain/billing/api";
import type { BillingRoutesApi } from "@waea/domain/billing-routes/api";
import type { BroadbandApi } from "@waea/domain/broadband/api";
import type { AccountProductsApi } from "@waea/domain/checks/api";
import type { CartApi } from "@waea/domain/cart/api";
import type { CheckoutApi } from "@waea/domain/checkout/api";
import type { GroupsApi } from "@waea/domain/groups/api";
import type { GuestApi } from "@waea/domain/guest/api";
import type { HelpApi } from "@waea/domain/help/api";
import type { OnboardingApi } from "@waea/domain/onboarding/api";
import type { PaymentsApi } from "@waea/domain/payments/api";
import type { PlansApi } from "@waea/domain/plans/api";
import type { PortingApi } from "@waea/domain/porting/api";
import type { MobileSecurityApi } from "@waea/domain/mobile-security/api";
import type { Analytics, Payments, Storage } from "@waea/domain/ports";
import type { AddressApi, CustomerApi } from "@waea/domain/profile/api";
import type { RewardsApi } from "@waea/domain/rewards/api";
import type { AuthApi } from "@waea/domain/session/api";
import type { SimApi } from "@waea/domain/sim/api";
import type { UsageApi } from "@waea/domain/usage/api";
import * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import * as Layer from "effect/Layer";
import * as Runtime from "effect/Runtime";
import type * as Scheduler from "effect/Scheduler";
import * as Scope from "effect/Scope";

/** The operator API ports the web app calls (later issues add theirs here; makeHttpLayer provides them). */
export type AppApis =
  | AuthApi
  | CustomerApi
  | AddressApi
  | AccountProductsApi
  | PaymentsApi
  | BillingApi
  | BillingRoutesApi
  | GroupsApi
  | OnboardingApi
  | PlansApi
  | RewardsApi
  | CartApi
  | CheckoutApi
  | BroadbandApi
  | SimApi
  | UsageApi
  | GuestApi
  | PortingApi
  | MobileSecurityApi
  | HelpApi;

/** Everything the web app's effects may ask for: the API ports and the shared ports (time is Effect's Clock). */
export type AppServices = AppApis | Storage | Payments | Analytics;

export type AppLayer = Layer.Layer<AppServices>;

/** Runs effects of the app. Pages and actions use this, never a runtime of their own. */
export interface Services {
  readonly run: <A, E>(effect: Effect.Effect<A, E, AppServices>) => Promise<Exit.Exit<A, E>>;
  readonly dispose: () => Promise<void>;
}

/**
 * The one place a runtime is built: production and the page tests pass the live layer (tests over the fake API).
 * The layer is built once, with the first run, on `scheduler` when given (the browser's yielding one: its build and
 * every run after it go in short tasks), and every run uses what it built. effect's ManagedRuntime does the same
 * but builds its layer synchronously, in one task, whatever the scheduler.
 */
export const makeServices = (layer: AppLayer, scheduler?: Scheduler.Scheduler): Services => {
  const scope = Effect.runSync(Scope.make());
  let built: Promise<Exit.Exit<Runtime.Runtime<AppServices>>> | undefined;
  const build = () => {
    const toRuntime = Layer.toRuntime(layer).pipe(Scope.extend(scope));
    return Effect.runPromiseExit(
      scheduler === undefined ? toRuntime : Effect.withScheduler(toRuntime, scheduler),
    );
  };
  const runtime = () => (built ??= build());
  return {
    run: async (effect) => {
      const exit = await runtime();
      return Exit.isSuccess(exit) ? Runtime.runPromiseExit(exit.value)(effect) : Exit.failCause(exit.cause);
    },
    dispose: async () => {
      built = Promise.resolve(Exit.die(new Error("the app's services were disposed")));
      await Effect.runPromise(Scope.close(scope, Exit.void));
    },
  };
};
