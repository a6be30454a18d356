import { LegalDocument } from "./legal-document";

/** /about, shown only when no external about link is configured (the route's build gate). */
const AboutPage = () => (
  <LegalDocument
    title="site:about_title"
    intro="site:about_intro"
    sections={[
      { heading: "site:about_network_heading", text: "site:about_network_text" },
      { heading: "site:about_support_heading", text: "site:about_support_text" },
    ]}
  />
);

export default AboutPage;
