import { useTranslation } from "react-i18next";

/** The document title of a page (React 19 hoists <title> into the head): "<page> | <brand>". */
export const PageTitle = ({ title }: { readonly title: string }) => {
  const { t } = useTranslation("web");
  return <title>{`${title} | ${t("web:brand")}`}</title>;
};
