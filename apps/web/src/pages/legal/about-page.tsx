import { LegalDocument } from "./legal-document";

/** /about, shown only when no external about link is configured (the route's build gate). */
const AboutPage = () => (
  <LegalDocument
    title="web:about_title"
    intro="web:about_intro"
    sections={[
      { heading: "web:about_network_heading", text: "web:about_network_text" },
      { heading: "web:about_support_heading", text: "web:about_support_text" },
    ]}
  />
);

export default AboutPage;
