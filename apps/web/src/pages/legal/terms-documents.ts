import type { LegalSection } from "./legal-document";

/** The terms documents under /terms/:terms_path (non-production builds only, the route's rule). */
export const TERMS_DOCUMENTS: Readonly<
  Record<string, { readonly title: string; readonly section: LegalSection }>
> = {
  mobile: {
    title: "site:terms_mobile_title",
    section: { heading: "site:terms_mobile_heading", text: "site:terms_mobile_text" },
  },
  broadband: {
    title: "site:terms_broadband_title",
    section: { heading: "site:terms_broadband_heading", text: "site:terms_broadband_text" },
  },
};
