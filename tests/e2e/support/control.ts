import { test, type APIRequestContext } from "@playwright/test";
import { STEP_TITLES } from "./step-titles";

/** Every demo login signs in with this password (docs/api.md, the demo world). */
export const DEMO_PASSWORD = "Waea-Demo-2026";

/** The seed of the e2e server: the demo world's ids and codes are those of docs/api.md. */
export const SEED = 67;

/**
 * A fresh demo world for each test, and card payments that settle at once without random failures, through the
 * fake API's control doors (--control).
 */
export const resetWorld = (request: APIRequestContext): Promise<void> =>
  test.step(STEP_TITLES["reset world"], () => resetThroughControl(request), { box: true });

const resetThroughControl = async (request: APIRequestContext): Promise<void> => {
  const reset = await request.post("/api/__control/reset", { data: { Seed: SEED } });
  if (!reset.ok()) throw new Error(`control reset failed: ${reset.status()}`);
  const payments = await request.post("/api/__control/payments", {
    data: { DelayMillis: 0, FailureRate: 0 },
  });
  if (!payments.ok()) throw new Error(`control payments failed: ${payments.status()}`);
};
