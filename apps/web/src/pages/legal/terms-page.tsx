import { useSignals } from "@preact/signals-react/runtime";
import { hrefFor, isRouteEnabled, routeById } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { LegalDocument } from "./legal-document";
import { TERMS_DOCUMENTS } from "./terms-documents";

const TermsPage = () => {
  useSignals();
  const { t } = useTranslation(["site", "web"]);
  const { settings } = useAppState();
  const documents = isRouteEnabled(routeById("terms-page"), settings) ? Object.entries(TERMS_DOCUMENTS) : [];
  return (
    <>
      <LegalDocument
        title="site:terms_title"
        intro="site:terms_intro"
        sections={[
          { heading: "site:terms_service_heading", text: "site:terms_service_text" },
          { heading: "site:terms_payment_heading", text: "site:terms_payment_text" },
          { heading: "site:terms_ending_heading", text: "site:terms_ending_text" },
        ]}
      />
      {documents.length === 0 ? null : (
        <nav className="page page-narrow" aria-label={t("site:terms_documents")}>
          <ul>
            {documents.map(([path, document]) => (
              <li key={path}>
                <Link href={hrefFor("terms-page", { terms_path: path }) ?? "/terms"}>
                  {t(document.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
};

export default TermsPage;
