import type { CatalogEntry } from "@waea/domain/plans";
import type { ReactNode } from "react";
import { useAppState } from "../../../app/app-context";
import { Loaded } from "../../../components/loaded/loaded";
import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import { usePublicPlans, type PlanSection } from "../../public-plans/use-public-plans";

/** The plans a SIM can be bought with: those of every plan kind the build sells, each once. */
const shopPlansOf = (sections: ReadonlyArray<PlanSection>): ReadonlyArray<CatalogEntry> => {
  const seen = new Set<string>();
  return sections
    .flatMap((section) => section.plans)
    .filter((entry) => (seen.has(entry.UUID) ? false : (seen.add(entry.UUID), true)));
};

/**
 * The plans a SIM can be bought with, loaded for a shop form: a skeleton of the form's height while they load, the
 * spec's message with a retry when they cannot be, then the form the page draws with them.
 */
export const ShopPlans = ({
  skeletonHeight,
  children,
}: {
  readonly skeletonHeight: string;
  readonly children: (plans: ReadonlyArray<CatalogEntry>) => ReactNode;
}) => {
  const sections = usePublicPlans(useAppState().settings.planKinds);
  return (
    <Loaded
      load={sections}
      skeleton={
        <SkeletonGroup>
          <Skeleton shape="block" height={skeletonHeight} />
        </SkeletonGroup>
      }
    >
      {(loaded) => children(shopPlansOf(loaded))}
    </Loaded>
  );
};
