import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { EmptyState } from "../../components/empty-state/empty-state";

/** A help link whose category, section or article the centre no longer has (a stale link, a removed article). */
export const HelpNotFound = () => {
  const { t } = useTranslation("help");
  return (
    <EmptyState
      title={t("help:not_found_title")}
      text={t("help:not_found_text")}
      action={
        <Link href={staticHref("help")} className={buttonClass("secondary")}>
          {t("help:back_to_help")}
        </Link>
      }
    />
  );
};
