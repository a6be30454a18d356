import { LegalDocument } from "./legal-document";

const PrivacyPage = () => (
  <LegalDocument
    title="web:privacy_title"
    intro="web:privacy_intro"
    sections={[
      { heading: "web:privacy_collect_heading", text: "web:privacy_collect_text" },
      { heading: "web:privacy_use_heading", text: "web:privacy_use_text" },
      { heading: "web:privacy_rights_heading", text: "web:privacy_rights_text" },
    ]}
  />
);

export default PrivacyPage;
