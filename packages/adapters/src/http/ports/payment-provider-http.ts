import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The provider ports over HTTP: replaced by the engineer who owns this context. */
export const httpProviderLayer = (_client: ApiClient) => Layer.empty;
