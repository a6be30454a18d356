/**
 * The titles of the support helpers' steps (test.step, boxed): the step-times reporter counts a journey's time under
 * them (E2E_TIMINGS, docs/testing.md).
 */
export const STEP_TITLES = {
  "reset world": "reset the world",
  "open signed in": "open signed in",
  "sign-in page": "sign in on the sign-in page",
  axe: "axe",
} as const;
