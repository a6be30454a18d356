import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import styles from "./plans.module.css";

/** The plan cards' places while they load: the same grid, cards of a plan card's height. */
export const PlansSkeleton = ({ cards = 3 }: { readonly cards?: number }) => (
  <SkeletonGroup>
    <div className={styles.list}>
      {Array.from({ length: cards }, (_, index) => (
        <Skeleton key={index} shape="card" height="24rem" lines={6} />
      ))}
    </div>
  </SkeletonGroup>
);
