import { createHash } from "node:crypto";
import type { IdpConsentMessage } from "@waea/adapters/http/contract";
import type { ConsentLanguage, ConsentText } from "./consent-text";

/** An account the simulated provider offers: the demo logins, as accounts "at" Google, Apple or Facebook. */
export interface OfferedAccount {
  readonly email: string;
  readonly name: string;
}

const STYLE = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f4f6f8}
body{margin:0;padding:1.5rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border:1px solid #d0d7de;border-radius:12px;padding:1.5rem}
h1{font-size:1.35rem;margin:0 0 .5rem}
.note{color:#57606a;font-size:.9rem;margin:0 0 1rem}
fieldset{border:0;margin:0 0 1rem;padding:0}
legend{font-weight:600;margin-bottom:.5rem;padding:0}
.account{display:flex;align-items:center;gap:.6rem;padding:.5rem .6rem;border:1px solid #d0d7de;border-radius:8px;margin-bottom:.4rem}
.account:focus-within{outline:3px solid #0b57d0;outline-offset:1px}
.account label{flex:1;cursor:pointer}
.email{display:block;color:#57606a;font-size:.85rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:.75rem}
input[type=email],input[type=text]{font:inherit;padding:.5rem;border:1px solid #6e7781;border-radius:6px}
.problem{color:#b3261e;font-weight:600}
.actions{display:flex;gap:.75rem;justify-content:flex-end;margin-top:1rem}
button{font:inherit;padding:.55rem 1.2rem;border-radius:6px;border:1px solid #0b57d0;cursor:pointer}
.primary{background:#0b57d0;color:#fff}
.secondary{background:#fff;color:#0b57d0}
button:focus-visible,input:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`;

/** Posts the answer to the portal that opened the popup (only to its origin), then closes the popup. */
const SCRIPT = `(function () {
  var node = document.getElementById("idp-answer");
  if (!node || !window.opener) return;
  var answer = JSON.parse(node.textContent || "{}");
  window.opener.postMessage(answer.message, answer.target === "self" ? window.location.origin : answer.target);
  window.close();
})();`;

const sha256 = (text: string): string => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The CSP hashes of the pages' only inline style and script: nothing else inline runs or applies. */
export const CONSENT_PAGE_HASHES = { style: sha256(STYLE), script: sha256(SCRIPT) } as const;

const escapeHtml = (text: string): string =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** JSON that cannot end the <script> element it sits in. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");

const page = (language: ConsentLanguage, title: string, body: string): string =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
  `<style>${STYLE}</style></head><body>${body}</body></html>`;

export interface ConsentForm {
  readonly language: ConsentLanguage;
  readonly text: ConsentText;
  readonly consentId: string;
  /** Where the form posts, relative to the page (the token route beside it). */
  readonly action: string;
  readonly accounts: ReadonlyArray<OfferedAccount>;
  /** What the person sent last time, when it was refused. */
  readonly previous?: {
    readonly account?: string | undefined;
    readonly email?: string | undefined;
    readonly firstName?: string | undefined;
    readonly lastName?: string | undefined;
    readonly problem: string;
  };
}

const radio = (id: string, value: string, label: string, checked: boolean): string =>
  `<div class="account"><input type="radio" id="${id}" name="Account" value="${escapeHtml(value)}" required` +
  `${checked ? " checked" : ""}><label for="${id}">${label}</label></div>`;

const field = (id: string, name: string, label: string, type: string, extra: string): string =>
  `<div class="field"><label for="${id}">${escapeHtml(label)}</label>` +
  `<input id="${id}" name="${name}" type="${type}"${extra}></div>`;

/** The consent page: the provider's accounts as labelled radio buttons, another account's e-mail, Continue, Cancel. */
export const consentPage = (form: ConsentForm): string => {
  const { text, previous } = form;
  const accounts = form.accounts.map((account, index) =>
    radio(
      `account-${index}`,
      account.email,
      `${escapeHtml(account.name)}<span class="email">${escapeHtml(account.email)}</span>`,
      previous?.account === account.email,
    ),
  );
  const problem =
    previous === undefined
      ? ""
      : `<p id="problem" class="problem" role="alert">${escapeHtml(previous.problem)}</p>`;
  const described = previous === undefined ? "" : ' aria-describedby="problem"';
  const value = (text: string | undefined) => (text === undefined ? "" : ` value="${escapeHtml(text)}"`);
  return page(
    form.language,
    text.title,
    `<main><h1>${escapeHtml(text.title)}</h1><p class="note">${escapeHtml(text.simulated)}</p>` +
      `<form method="post" action="${escapeHtml(form.action)}">` +
      `<input type="hidden" name="ConsentId" value="${escapeHtml(form.consentId)}">` +
      `<input type="hidden" name="Language" value="${form.language}">` +
      `<fieldset${described}><legend>${escapeHtml(text.accounts)}</legend>${accounts.join("")}` +
      radio("account-other", "other", escapeHtml(text.otherAccount), previous?.account === "other") +
      `</fieldset>` +
      field(
        "email",
        "Email",
        text.email,
        "email",
        ` autocomplete="email"${value(previous?.email)}${described}`,
      ) +
      field(
        "first-name",
        "FirstName",
        text.firstName,
        "text",
        ` autocomplete="given-name"${value(previous?.firstName)}`,
      ) +
      field(
        "last-name",
        "LastName",
        text.lastName,
        "text",
        ` autocomplete="family-name"${value(previous?.lastName)}`,
      ) +
      problem +
      // Continue comes first: Enter in a field presses the form's first button.
      `<div class="actions"><button type="submit" name="Action" value="continue" class="primary">` +
      `${escapeHtml(text.continue)}</button><button type="submit" name="Action" value="cancel" class="secondary" ` +
      `formnovalidate>${escapeHtml(text.cancel)}</button></div></form></main>`,
  );
};

/**
 * The page after Continue or Cancel: it posts the answer to the opener (the portal) at `target` ("self": the
 * page's own origin) and closes; without an opener it just says the window may be closed.
 */
export const answerPage = (
  language: ConsentLanguage,
  title: string,
  closeWindow: string,
  message: IdpConsentMessage,
  target: string,
): string =>
  page(
    language,
    title,
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(closeWindow)}</p></main>` +
      `<script type="application/json" id="idp-answer">${scriptJson({ target, message })}</script>` +
      `<script>${SCRIPT}</script>`,
  );

/** A page that only says something went wrong and the window may be closed. */
export const problemPage = (language: ConsentLanguage, title: string, message: string): string =>
  page(language, title, `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main>`);
