import { pageWindow } from "@waea/domain/paging";
import { useTranslation } from "react-i18next";
import styles from "./pager.module.css";

export interface PagerProps {
  /** The page shown, 1-based. */
  readonly page: number;
  /** How many pages there are (`pageCount(totalItems)` of @waea/domain/paging, page size 10). */
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
  /** Names the navigation when a page has two pagers: "Charges pages". */
  readonly label?: string;
}

/** Page numbers, 4 either side of the current one (spec 01 §3, the domain's pageWindow), with previous and next. */
export const Pager = ({ page, totalPages, onPage, label }: PagerProps) => {
  const { t } = useTranslation("web");
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav className={styles.pager} aria-label={label ?? t("web:kit_pages")}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t("web:kit_previous_page")}
          >
            ‹
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.page}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("web:kit_page", { page: number })}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
            aria-label={t("web:kit_next_page")}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
};
