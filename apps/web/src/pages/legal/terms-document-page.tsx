import type { PageProps } from "../../shell/page-props";
import NotFoundPage from "../not-found/not-found-page";
import { LegalDocument } from "./legal-document";
import { TERMS_DOCUMENTS } from "./terms-documents";

/** /terms/:terms_path: one terms document; a path that names none is not found (APP-02). */
const TermsDocumentPage = ({ params }: PageProps) => {
  const path = params["terms_path"] ?? "";
  const document = Object.hasOwn(TERMS_DOCUMENTS, path) ? TERMS_DOCUMENTS[path] : undefined;
  if (document === undefined) return <NotFoundPage />;
  return <LegalDocument title={document.title} intro="site:terms_intro" sections={[document.section]} />;
};

export default TermsDocumentPage;
