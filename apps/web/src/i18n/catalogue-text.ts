import { formatPlan, type CatalogEntry, type PlanDisplay } from "@waea/domain/plans";
import { useTranslation } from "react-i18next";

/**
 * The catalogue's own language. Spec 02 §3 and §7: the operator gives an entry's RetailName and RetailDescription
 * once, with no language in the catalogue calls, and ours are English.
 */
const CATALOGUE_LANGUAGE = "en";

/**
 * The code of a catalogue product: its catalogue Name (the operator's product name, the same in every language and
 * on the add-on once bought) as a key: "Data 5GB" -> "data_5gb", "Australia Roaming 7 Days" ->
 * "australia_roaming_7_days".
 */
export const catalogueCode = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

/**
 * The words of the catalogue in the page's language. On a page in the catalogue's language, the operator's own
 * texts. In another, a known product (one the resources name: payments:catalogue_<code>_name and
 * _description) in that language, and any other product in the operator's words, so a new product still shows.
 */
export const useCatalogueText = () => {
  const { t, i18n } = useTranslation("payments");
  const say = (name: string | undefined, part: "name" | "description", operator: string): string =>
    name === undefined || i18n.language === CATALOGUE_LANGUAGE
      ? operator
      : t(`payments:catalogue_${catalogueCode(name)}_${part}`, { defaultValue: operator });
  return {
    /** An entry's name and description (formatPlan's name and more_details, spec 02 §9) in the page's language. */
    entry: (entry: CatalogEntry): { readonly name: string; readonly description: string | undefined } => {
      const shown = formatPlan(entry);
      return {
        name: say(entry.Name, "name", shown.name),
        description:
          shown.more_details === undefined ? undefined : say(entry.Name, "description", shown.more_details),
      };
    },
    /** A plan as its card shows it (formatPlan), its description in the page's language; its name is a brand. */
    plan: (entry: CatalogEntry): PlanDisplay => {
      const shown = formatPlan(entry);
      return shown.more_details === undefined
        ? shown
        : { ...shown, more_details: say(entry.Name, "description", shown.more_details) };
    },
    /** The name of an add-on on the product (its catalogue Name) in the page's language. */
    addon: (name: string | undefined): string => say(name, "name", name ?? ""),
  };
};
