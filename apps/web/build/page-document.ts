/**
 * A prerendered page's document: the browser build's index.html with the page's language on `<html lang>`, the
 * page's `<title>` (React renders it with the page and hoists it; here it replaces the template's) in the head, and
 * the rest of the markup inside #root, where hydrateRoot finds it. A `<meta name="waea-texts">` of the markup (the
 * namespaces it was rendered with, src/app/served-texts.ts) goes into the head.
 */
export const pageDocument = (template: string, markup: string, language: string): string => {
  const titles = markup.match(/<title>[^<]*<\/title>/g) ?? [];
  const title = titles.at(-1);
  const metas = markup.match(/<meta name="waea-texts" content="[^"]*">/g) ?? [];
  const body = markup
    .replace(/<title>[^<]*<\/title>/g, "")
    .replace(/<meta name="waea-texts" content="[^"]*">/g, "");
  const withLang = template.replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
  const titled = title === undefined ? withLang : withLang.replace(/<title>[^<]*<\/title>/, title);
  const withTitle = metas.length === 0 ? titled : titled.replace("</head>", () => `${metas.join("")}</head>`);
  if (!withTitle.includes('<div id="root"></div>'))
    throw new Error('index.html has no <div id="root"></div>');
  return withTitle.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
};
