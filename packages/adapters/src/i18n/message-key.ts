import { Namespaces, type Namespace } from "./resources";

// Apart from translate.ts (i18next): the web app splits keys without loading i18next.

export interface SplitKey {
  readonly namespace: Namespace;
  readonly key: string;
}

const isNamespace = (value: string): value is Namespace =>
  (Namespaces as ReadonlyArray<string>).includes(value);

/** "validation.password_too_short" -> { namespace: "validation", key: "password_too_short" }. */
export const splitMessageKey = (messageKey: string): SplitKey | undefined => {
  const at = messageKey.indexOf(".");
  if (at <= 0) return undefined;
  const namespace = messageKey.slice(0, at);
  return isNamespace(namespace) ? { namespace, key: messageKey.slice(at + 1) } : undefined;
};
