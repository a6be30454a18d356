import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The broadband ports over HTTP: replaced by the engineer who owns this context. */
export const httpBroadbandLayer = (_client: ApiClient) => Layer.empty;
