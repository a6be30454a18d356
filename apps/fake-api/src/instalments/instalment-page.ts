import { createHash } from "node:crypto";
import { formatNzd } from "@waea/domain/money";

/** The provider's page in the portal's language: te reo Māori or English. */
export type InstalmentLanguage = "en" | "mi-NZ";

export const instalmentLanguage = (lang: string | undefined): InstalmentLanguage =>
  lang === "mi-NZ" ? "mi-NZ" : "en";

/** Four fortnightly instalments, as the instalment providers in New Zealand split a purchase. */
export const INSTALMENTS = 4;

const TEXT = {
  en: {
    title: "Pay in 4 (simulated)",
    lead: "A simulated instalment provider for the waea demo: no money moves.",
    total: (amount: string) => `Total ${amount}`,
    each: (count: number, amount: string) => `${count} fortnightly payments of ${amount}`,
    approve: "Approve",
    decline: "Decline",
    problem: "This payment link is not valid.",
  },
  "mi-NZ": {
    title: "Utu ā-wāhanga e 4 (whakataruna)",
    lead: "He kaiwhakarato utu ā-wāhanga whakataruna mō te whakaaturanga a waea: kāore he moni e nekehia.",
    total: (amount: string) => `Tapeke ${amount}`,
    each: (count: number, amount: string) => `${count} ngā utu ia rua wiki, ${amount} te utu`,
    approve: "Whakaaetia",
    decline: "Whakakāhoretia",
    problem: "Kāore e tika ana tēnei hononga utu.",
  },
} as const;

const STYLE = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f4f6f8}
body{margin:0;padding:1.5rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border:1px solid #d0d7de;border-radius:12px;padding:1.5rem}
h1{font-size:1.35rem;margin:0 0 .5rem}
.note{color:#57606a;font-size:.9rem;margin:0 0 1rem}
.total{font-size:1.2rem;font-weight:600;margin:0 0 .25rem}
.actions{display:flex;gap:.75rem;justify-content:flex-end;margin-top:1.25rem}
form{margin:0}
button{font:inherit;min-height:44px;padding:.55rem 1.2rem;border-radius:6px;border:1px solid #0b57d0;cursor:pointer}
.primary{background:#0b57d0;color:#fff}
.secondary{background:#fff;color:#0b57d0}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`;

const sha256 = (text: string): string => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The CSP hashes of the page: its one inline style, and no script at all. */
export const INSTALMENT_PAGE_HASHES = { style: sha256(STYLE), script: sha256("") } as const;

const escapeHtml = (text: string): string =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

const page = (language: InstalmentLanguage, body: string): string =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(TEXT[language].title)}</title>` +
  `<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

const decisionForm = (
  action: string,
  fields: Readonly<Record<string, string>>,
  decision: "approve" | "decline",
  label: string,
): string =>
  `<form method="post" action="${escapeHtml(action)}">` +
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("") +
  `<input type="hidden" name="decision" value="${decision}">` +
  `<button type="submit" class="${decision === "approve" ? "primary" : "secondary"}">${escapeHtml(label)}</button></form>`;

/** The page of one payment: the total, the instalments, and a form for each answer. */
export const instalmentPage = (input: {
  readonly language: InstalmentLanguage;
  readonly action: string;
  readonly amountCents: number;
  readonly clientSecret: string;
  readonly returnUrl: string;
}): string => {
  const text = TEXT[input.language];
  const fields = { client_secret: input.clientSecret, return_url: input.returnUrl, lang: input.language };
  const each = Math.ceil(input.amountCents / INSTALMENTS);
  return page(
    input.language,
    `<h1>${escapeHtml(text.title)}</h1><p class="note">${escapeHtml(text.lead)}</p>` +
      `<p class="total">${escapeHtml(text.total(formatNzd(input.amountCents)))}</p>` +
      `<p>${escapeHtml(text.each(INSTALMENTS, formatNzd(each)))}</p>` +
      `<div class="actions">${decisionForm(input.action, fields, "decline", text.decline)}` +
      `${decisionForm(input.action, fields, "approve", text.approve)}</div>`,
  );
};

/** A link that names no payment waiting for instalments (or no allowed way back). */
export const instalmentProblemPage = (language: InstalmentLanguage): string =>
  page(language, `<h1>${escapeHtml(TEXT[language].title)}</h1><p>${escapeHtml(TEXT[language].problem)}</p>`);
