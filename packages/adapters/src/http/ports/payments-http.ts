import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The payments ports over HTTP: replaced by the engineer who owns this context. */
export const httpPaymentsLayer = (_client: ApiClient) => Layer.empty;
