import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The customer ports over HTTP: replaced by the engineer who owns this context. */
export const httpCustomerLayer = (_client: ApiClient) => Layer.empty;
