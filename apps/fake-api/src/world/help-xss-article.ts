import type { ZendeskArticle } from "@waea/domain/help";

/** What every vector below would set if it ran: a journey reads `window[XSS_MARK]` and expects it unset. */
export const XSS_MARK = "__waeaXss";

const run = (vector: string): string => `window.${XSS_MARK}='${vector}'`;

/**
 * A published article whose HTML carries OWASP XSS vectors, as a help desk editor's account that was taken over
 * could save it (APP-11): a script element, event handlers (onerror, onload, onmouseover), javascript: links in
 * several spellings, an iframe, a form. The portal shows its text and runs none of them.
 */
export const XSS_ARTICLE: ZendeskArticle = {
  id: 3038,
  section_id: 2011,
  title: "Spot a scam message",
  draft: false,
  body: [
    "<p>We never ask for your password, a one-time code or a card number by text or e-mail.</p>",
    `<script>${run("script")}</script>`,
    `<img src="x" alt="" onerror="${run("img onerror")}">`,
    `<p onmouseover="${run("onmouseover")}">If a message asks you to act fast, stop and check it first.</p>`,
    `<p><a href="javascript:${run("javascript link")}">Check your account</a> only by signing in yourself.</p>`,
    `<p><a href="JaVaScRiPt:${run("mixed case link")}">Report a scam</a> to us from the help centre.</p>`,
    `<svg><g onload="${run("svg onload")}"></g></svg>`,
    `<iframe src="javascript:${run("iframe")}"></iframe>`,
    `<form action="javascript:${run("form")}"><button>Claim your prize</button></form>`,
    `<p><a href="&#106;avascript:${run("entity link")}">Forward the message</a> to 7726, then delete it.</p>`,
  ].join(""),
};
