export { Namespaces, resources, type Catalog, type LanguageResources, type Namespace } from "./resources";
export { splitMessageKey, type SplitKey } from "./message-key";
export { hasMessage, translate } from "./translate";
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
