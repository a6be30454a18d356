import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The rewards ports over HTTP: replaced by the engineer who owns this context. */
export const httpRewardsLayer = (_client: ApiClient) => Layer.empty;
