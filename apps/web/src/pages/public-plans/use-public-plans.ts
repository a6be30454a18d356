import type { PlanKind } from "@waea/domain/config";
import { loadPlans, type CatalogEntry } from "@waea/domain/plans";
import type { ApiError } from "@waea/domain/ports";
import * as Effect from "effect/Effect";
import { useLoad, type Load } from "../../components/use-load";

export interface PlanSection {
  readonly kind: PlanKind;
  readonly plans: ReadonlyArray<CatalogEntry>;
}

/** The plans on sale to anyone (the public plan lists, no sign-in), one section per kind asked for. */
export const usePublicPlans = (kinds: ReadonlyArray<PlanKind>): Load<ReadonlyArray<PlanSection>, ApiError> =>
  useLoad<ReadonlyArray<PlanSection>, ApiError>(
    () =>
      Effect.all(
        kinds.map((kind) => Effect.map(loadPlans(kind), (plans) => ({ kind, plans }))),
        { concurrency: "unbounded" },
      ),
    kinds.join(","),
  );

/** Whether a route's :plan names this plan (its catalog UUID or the UUID of one of its availabilities). */
export const namesPlan = (entry: CatalogEntry, param: string | undefined): boolean =>
  param !== undefined &&
  param !== "" &&
  (entry.UUID === param || entry.Availabilities.some((availability) => availability.UUID === param));
