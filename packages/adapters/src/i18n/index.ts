export { Namespaces, resources, type Catalog, type LanguageResources, type Namespace } from "./resources";
export { hasMessage, interpolate, splitMessageKey, translate, type SplitKey } from "./translate";
export { loadNamespace } from "./load-namespace";
