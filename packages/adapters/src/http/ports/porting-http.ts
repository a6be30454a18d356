import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The porting ports over HTTP: replaced by the engineer who owns this context. */
export const httpPortingLayer = (_client: ApiClient) => Layer.empty;
