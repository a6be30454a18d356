import { MSISDN_SEARCH_PAGE_SIZE } from "@waea/domain/sim";
import { SkeletonGroup } from "../../components/skeleton/skeleton";
import styles from "./sim.module.css";

/**
 * A page of free numbers while it is searched: the loaded form's shape (its legend, a row for each of the page's
 * numbers, the buttons' row with their words), so the card and the footer stay where they are when the numbers arrive.
 */
export const NumberChoiceSkeleton = ({
  legend,
  buttons,
}: {
  readonly legend: string;
  /** The words of the buttons under the numbers, so the row wraps as the loaded one does. */
  readonly buttons: ReadonlyArray<string>;
}) => (
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
        {buttons.map((label) => (
          <span key={label} className={`${styles.ghostButton} ${styles.ghost}`}>
            {label}
          </span>
        ))}
      </div>
    </div>
  </SkeletonGroup>
);
