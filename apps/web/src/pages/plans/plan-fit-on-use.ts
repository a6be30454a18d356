import type { loadPlanFit as loadPlanFitRule } from "@waea/domain/plans";
import { NetworkError } from "@waea/domain/ports";
import * as Effect from "effect/Effect";

/**
 * The domain's loadPlanFit, imported when the hint asks for its report: the plans are the page and never wait for
 * it. A module that cannot be fetched fails as a NetworkError, as a request that could not be sent would: the page
 * then shows no hint.
 */
export const loadPlanFit = (input: Parameters<typeof loadPlanFitRule>[0]) =>
  Effect.tryPromise({
    try: () => import("./plan-fit-load"),
    catch: (cause) =>
      new NetworkError({ call: "planFit", message: cause instanceof Error ? cause.message : String(cause) }),
  }).pipe(Effect.flatMap((module) => module.loadPlanFit(input)));
