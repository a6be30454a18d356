import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The address ports over HTTP: replaced by the engineer who owns this context. */
export const httpAddressLayer = (_client: ApiClient) => Layer.empty;
