import type { CatalogEntry } from "@waea/domain/plans";
import type { ApiError } from "@waea/domain/ports";
import { useAppState } from "../../../app/app-context";
import type { Loaded } from "../../../components/use-load";
import { usePublicPlans } from "../../public-plans/use-public-plans";

/** The plans a SIM can be bought with: those of every plan kind the build sells, each once. */
export const useShopPlans = (): {
  readonly state: Loaded<ReadonlyArray<CatalogEntry>, ApiError>;
  readonly reload: () => void;
} => {
  const load = usePublicPlans(useAppState().settings.planKinds);
  if (load.state.status !== "ready") return { state: load.state, reload: load.reload };
  const seen = new Set<string>();
  const plans = load.state.value
    .flatMap((section) => section.plans)
    .filter((entry) => (seen.has(entry.UUID) ? false : (seen.add(entry.UUID), true)));
  return { state: { status: "ready", value: plans }, reload: load.reload };
};
