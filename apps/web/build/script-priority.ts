import { ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE } from "../src/app/after-paint";

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page starts its scripts after its first paint: its content is in the HTML and its CSS in the head,
 * so the first paint needs none of them. The entry's script and its modulepreloads leave the document; one small
 * starter script of 'self' (src/app/after-paint-main.ts, built by after-paint-script.ts) names them and adds them
 * once the page has painted. Requested at parse time, they shared the network with the CSS, and Lighthouse's
 * simulated LCP counted every request made before the observed paint.
 */
export const scriptsAfterFirstPaint = (document: string, starter: string): string => {
  const entries = [...document.matchAll(ENTRY)].map((match) => match[1] ?? "");
  const [entry] = entries;
  if (entry === undefined || entries.length !== 1)
    throw new Error(`a page document has ${entries.length} entry scripts, not one`);
  const preloads = [...document.matchAll(PRELOAD)].map((match) => match[1] ?? "");
  const tag =
    `<script type="module" fetchpriority="low" crossorigin src="${starter}" ` +
    `${ENTRY_ATTRIBUTE}="${entry}" ${PRELOAD_ATTRIBUTE}="${preloads.join(" ")}"></script>`;
  const without = document.replace(ENTRY, "").replace(PRELOAD, "");
  return without.replace("</head>", () => `  ${tag}\n  </head>`);
};
