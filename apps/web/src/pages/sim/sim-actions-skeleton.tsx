import { Card } from "../../components/card/card";
import { Ghost, SkeletonGroup } from "../../components/skeleton/skeleton";
import type { SimLink } from "./sim-links";
import styles from "./sim.module.css";

/**
 * The SIM card actions while the SIM is read: the loaded card's shape (its title, the state line, one row per entry
 * with its hint), each text a bone of the words to come, so the card and the footer stay where they are when the
 * SIM arrives (no layout shift).
 */
export const SimActionsSkeleton = ({
  title,
  state,
  links,
  t,
}: {
  readonly title: string;
  readonly state: string;
  readonly links: ReadonlyArray<SimLink>;
  readonly t: (key: string) => string;
}) => (
  <SkeletonGroup>
    <div aria-hidden="true" data-skeleton="sim-actions">
      <Card as="div" title={<Ghost>{title}</Ghost>}>
        <p>
          <Ghost>{state}</Ghost>
        </p>
        <ul className="nav-list">
          {links.map(({ route, label, hint }) => (
            <li key={route}>
              <a>
                <span className={styles.entry}>
                  <span>
                    <Ghost>{t(label)}</Ghost>
                  </span>
                  <span className={styles.hint}>
                    <Ghost>{t(hint)}</Ghost>
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  </SkeletonGroup>
);
