import { MSISDN_SEARCH_PAGE_SIZE } from "@waea/domain/sim";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import styles from "./sim.module.css";

/**
 * A page of free numbers while it is searched: the loaded form's shape (its legend, a row for each of the page's
 * numbers, the buttons' row), so the card and the footer stay where they are when the numbers arrive.
 */
export const NumberChoiceSkeleton = ({ legend }: { readonly legend: string }) => (
  <SkeletonGroup>
    <div className={styles.stack} aria-hidden="true" data-skeleton="numbers">
      <fieldset className={styles.numbers} disabled>
        <legend>
          <span className={styles.ghost}>{legend}</span>
        </legend>
        {Array.from({ length: MSISDN_SEARCH_PAGE_SIZE }, (_, index) => (
          <span key={index} className={`${styles.number} ${styles.ghost}`} />
        ))}
      </fieldset>
      <div className={styles.pages}>
        <Skeleton shape="block" width="9rem" height="var(--target-min)" />
        <Skeleton shape="block" width="7rem" height="var(--target-min)" />
      </div>
    </div>
  </SkeletonGroup>
);
