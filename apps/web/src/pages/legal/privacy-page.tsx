import { LegalDocument } from "./legal-document";

const PrivacyPage = () => (
  <LegalDocument
    title="site:privacy_title"
    intro="site:privacy_intro"
    sections={[
      { heading: "site:privacy_collect_heading", text: "site:privacy_collect_text" },
      { heading: "site:privacy_use_heading", text: "site:privacy_use_text" },
      { heading: "site:privacy_rights_heading", text: "site:privacy_rights_text" },
    ]}
  />
);

export default PrivacyPage;
