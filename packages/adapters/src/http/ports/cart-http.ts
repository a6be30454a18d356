import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The cart ports over HTTP: replaced by the engineer who owns this context. */
export const httpCartLayer = (_client: ApiClient) => Layer.empty;
