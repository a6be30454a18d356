export { Namespaces, resources, type Catalog, type LanguageResources, type Namespace } from "./resources";
export { hasMessage, splitMessageKey, translate, type SplitKey } from "./translate";
export { loadNamespace } from "./load-namespace";
export {
  PLURAL_SUFFIXES,
  REQUIRED_PLURAL_SUFFIXES,
  calledKeys,
  catalogHas,
  pluralBase,
  pluralProblems,
} from "./plural-keys";
export { CAPITALISE_FORMAT, addTextFormatters, capitalise } from "./text-formatters";
