import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The sim ports over HTTP: replaced by the engineer who owns this context. */
export const httpSimLayer = (_client: ApiClient) => Layer.empty;
