/** The browser build's stylesheets by their URL (`/assets/x.css`): what a prerendered page may inline. */
export type Stylesheets = ReadonlyMap<string, string>;

const LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">\s*/g;

/** The class names of a markup's elements. */
const classesOf = (markup: string): ReadonlySet<string> =>
  new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? "").split(/\s+/)));

/** A stylesheet styles the markup: it has a rule for one of its CSS-module classes (hashed, so never a chance hit). */
const styles = (css: string, classes: ReadonlySet<string>): boolean =>
  [...classes].some((name) => name.startsWith("_") && css.includes(`.${name}`));

/**
 * A prerendered page's document with its CSS in the head instead of linked: the entry's stylesheets (in their order),
 * then those of the page's own components (CSS Modules its lazy chunk would bring, found by the classes of its
 * markup), so the first paint waits for no stylesheet request and the page does not move when its chunk's CSS
 * arrives. The page's chunk still links its CSS when it loads: the same rules again, nothing moves.
 */
export const inlineStyles = (document: string, stylesheets: Stylesheets): string => {
  const linked = [...document.matchAll(LINK)].map((match) => match[1] ?? "");
  const missing = linked.filter((href) => !stylesheets.has(href));
  if (missing.length > 0) throw new Error(`no stylesheet ${missing.join(", ")} in the build`);
  const classes = classesOf(document.slice(document.indexOf("<body")));
  const pageOwn = [...stylesheets.keys()].filter(
    (href) => !linked.includes(href) && styles(stylesheets.get(href) ?? "", classes),
  );
  const css = [...linked, ...pageOwn].map((href) => stylesheets.get(href) ?? "").join("\n");
  const withoutLinks = document.replace(LINK, "");
  return withoutLinks.replace("</head>", () => `<style>${css}</style>\n  </head>`);
};
