import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The usage ports over HTTP: replaced by the engineer who owns this context. */
export const httpUsageLayer = (_client: ApiClient) => Layer.empty;
