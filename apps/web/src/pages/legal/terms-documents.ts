import type { LegalSection } from "./legal-document";

/** The terms documents under /terms/:terms_path (non-production builds only, the route's rule). */
export const TERMS_DOCUMENTS: Readonly<
  Record<string, { readonly title: string; readonly section: LegalSection }>
> = {
  mobile: {
    title: "web:terms_mobile_title",
    section: { heading: "web:terms_mobile_heading", text: "web:terms_mobile_text" },
  },
  broadband: {
    title: "web:terms_broadband_title",
    section: { heading: "web:terms_broadband_heading", text: "web:terms_broadband_text" },
  },
};
