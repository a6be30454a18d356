import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The accountProducts ports over HTTP: replaced by the engineer who owns this context. */
export const httpAccountProductsLayer = (_client: ApiClient) => Layer.empty;
