import * as Layer from "effect/Layer";
import type { ApiClient } from "../client";

/** The onboarding ports over HTTP: replaced by the engineer who owns this context. */
export const httpOnboardingLayer = (_client: ApiClient) => Layer.empty;
