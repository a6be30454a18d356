import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The plans ports over HTTP: replaced by the engineer who owns this context. */
export const httpPlansLayer = (_client: ApiClient) => Layer.empty;
