import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The checkout ports over HTTP: replaced by the engineer who owns this context. */
export const httpCheckoutLayer = (_client: ApiClient) => Layer.empty;
