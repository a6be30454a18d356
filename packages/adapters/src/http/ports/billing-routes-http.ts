import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The billingRoutes ports over HTTP: replaced by the engineer who owns this context. */
export const httpBillingRoutesLayer = (_client: ApiClient) => Layer.empty;
