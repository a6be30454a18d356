// Test support: every port the commands use over the in-memory operator (memory-world.ts).
import * as Layer from "effect/Layer";
import { BillingApi } from "@waea/domain/billing";
import { BillingRoutesApi } from "@waea/domain/billing-routes";
import { AccountProductsApi } from "@waea/domain/checks";
import { PaymentsApi } from "@waea/domain/payments";
import { PlansApi } from "@waea/domain/plans";
import { memoryAnalyticsLayer } from "@waea/domain/ports";
import { CustomerApi } from "@waea/domain/profile";
import { AuthApi } from "@waea/domain/session";
import { SimApi } from "@waea/domain/sim";
import { UsageApi } from "@waea/domain/usage";
import type { ApiPorts } from "../runtime/services";
import type { MemoryWorld } from "./memory-world";

/** The operator's API over the in-memory world (every port the commands use). */
export const memoryApiLayer = (world: MemoryWorld): Layer.Layer<ApiPorts> =>
  Layer.mergeAll(
    Layer.succeed(AuthApi, world.auth),
    Layer.succeed(CustomerApi, world.customers),
    Layer.succeed(AccountProductsApi, world.products),
    Layer.succeed(PlansApi, world.plans),
    Layer.succeed(PaymentsApi, world.payments),
    Layer.succeed(BillingApi, world.billing),
    Layer.succeed(BillingRoutesApi, world.routes),
    Layer.succeed(UsageApi, world.usage),
    Layer.succeed(SimApi, world.sim),
    memoryAnalyticsLayer,
  );
