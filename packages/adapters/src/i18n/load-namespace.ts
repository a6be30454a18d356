import type { Language } from "@waea/domain/config";
import type { Catalog, Namespace } from "./resources";

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === "string");

/**
 * One namespace of one language, loaded on demand: the template below lets a bundler (Vite) split every locale
 * file into its own chunk, so a page fetches only the namespaces it renders. A file that is not a flat catalog of
 * strings is refused with a message naming it, rather than rendering keys as text.
 */
export const loadNamespace = async (language: Language, namespace: Namespace): Promise<Catalog> => {
  const module: { readonly default: unknown } = await import(`./locales/${language}/${namespace}.json`);
  if (!isCatalog(module.default))
    throw new Error(`locales/${language}/${namespace}.json is not a flat catalog`);
  return module.default;
};
