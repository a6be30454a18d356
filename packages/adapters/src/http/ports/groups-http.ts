import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The groups ports over HTTP: replaced by the engineer who owns this context. */
export const httpGroupsLayer = (_client: ApiClient) => Layer.empty;
