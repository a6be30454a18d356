import type { RouteId } from "@waea/domain/routing";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import styles from "./rewards.module.css";

/** Two views of one page as links (rewards and gifts; your offers and all offers): the current one marked. */
export const RewardsTabs = ({
  label,
  tabs,
  current,
}: {
  readonly label: string;
  readonly tabs: ReadonlyArray<{ readonly id: RouteId; readonly label: string }>;
  readonly current: RouteId;
}) => {
  const { t } = useTranslation(["rewards"]);
  return (
    <nav aria-label={t(label)}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link href={staticHref(tab.id)} aria-current={tab.id === current ? "page" : undefined}>
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
