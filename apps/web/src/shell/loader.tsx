import { useTranslation } from "react-i18next";

/** A busy region while a page or the session loads; announced politely to screen readers. */
export const Loader = () => {
  const { t } = useTranslation("web");
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("web:loading")}</span>
    </div>
  );
};

/** Before any translation has loaded: the same busy region without text. */
export const BareLoader = () => (
  <div className="loader" role="status" aria-busy="true">
    <span className="spinner" aria-hidden="true" />
  </div>
);
