import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The guest ports over HTTP: replaced by the engineer who owns this context. */
export const httpGuestLayer = (_client: ApiClient) => Layer.empty;
