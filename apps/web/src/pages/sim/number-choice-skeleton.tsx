import { MSISDN_SEARCH_PAGE_SIZE } from "@waea/domain/sim";
import { Ghost, SkeletonGroup } from "../../components/skeleton/skeleton";
import styles from "./sim.module.css";

/** A number's width in the list (a bone, never shown or read). */
const NUMBER_SHAPE = "021 000 0000";

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
          <Ghost>{legend}</Ghost>
        </legend>
        {Array.from({ length: MSISDN_SEARCH_PAGE_SIZE }, (_, index) => (
          <span key={index} className={styles.number}>
            <Ghost>{NUMBER_SHAPE}</Ghost>
          </span>
        ))}
      </fieldset>
      <div className={styles.pages}>
        {buttons.map((label) => (
          <Ghost key={label} button>
            {label}
          </Ghost>
        ))}
      </div>
    </div>
  </SkeletonGroup>
);
