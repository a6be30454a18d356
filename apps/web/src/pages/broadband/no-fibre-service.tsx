import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { EmptyState } from "../../components/empty-state/empty-state";

/** A fibre page for an account without a fibre service: says so, with the way to order one. */
export const NoFibreService = () => {
  const { t } = useTranslation(["broadband"]);
  return (
    <EmptyState
      title={t("broadband:subs_none")}
      text={t("broadband:subs_none_text")}
      action={
        <Link href={staticHref("broadband")} className={buttonClass("primary")}>
          {t("broadband:subs_order")}
        </Link>
      }
    />
  );
};
