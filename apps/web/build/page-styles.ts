/** The browser build's stylesheets by the URL a page links them with (`/assets/x.css`), and their CSS. */
export type Stylesheets = ReadonlyMap<string, string>;

const LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/** The class names of a markup's elements. */
const classesOf = (markup: string): ReadonlySet<string> =>
  new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? "").split(/\s+/)));

/** A stylesheet styles the markup: it has a rule for one of its CSS-module classes (hashed, so never a chance hit). */
const styles = (css: string, classes: ReadonlySet<string>): boolean =>
  [...classes].some((name) => name.startsWith("_") && css.includes(`.${name}`));

/**
 * A prerendered page's document linking, after the entry's stylesheets, those of its own components (the CSS
 * Modules its lazy chunk would bring, found by the classes of its markup): without them the page first paints
 * unstyled parts and moves when its chunk's CSS arrives (the home cards did). Where the chunk loads, Vite's preload
 * helper finds them linked and does not append them again. (Inline CSS would save the requests, but the portal's
 * Content-Security-Policy allows styles from 'self' only.)
 */
export const linkPageStyles = (document: string, stylesheets: Stylesheets): string => {
  const linked = [...document.matchAll(LINK)].map((match) => match[1] ?? "");
  const missing = linked.filter((href) => !stylesheets.has(href));
  if (missing.length > 0) throw new Error(`no stylesheet ${missing.join(", ")} in the build`);
  const classes = classesOf(document.slice(document.indexOf("<body")));
  const pageOwn = [...stylesheets.keys()].filter(
    (href) => !linked.includes(href) && styles(stylesheets.get(href) ?? "", classes),
  );
  const links = pageOwn.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join("\n    ");
  return pageOwn.length === 0 ? document : document.replace("</head>", () => `  ${links}\n  </head>`);
};
