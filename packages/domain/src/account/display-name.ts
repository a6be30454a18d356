/** Names are stored as first name, two spaces, last name (spec 01 §5). */
export const NAME_SEPARATOR = "  ";

export const AUTH_DISPLAY_NAME_LIMIT = 33;
export const ACCOUNT_DISPLAY_NAME_LIMIT = 20;

export const storedName = (firstName: string, lastName: string): string =>
  `${firstName.trim()}${NAME_SEPARATOR}${lastName.trim()}`;

/**
 * The name as a person reads it: first name, one space, last name (the two-space separator is how names are
 * stored, never shown). It shortens to the first name alone when the two names together are longer than the limit:
 * 33 characters for the auth user, 20 for the account header.
 */
export const displayName = (firstName: string, lastName: string, limit: number): string => {
  const first = firstName.trim();
  const last = lastName.trim();
  if (last === "") return first;
  return first.length + last.length > limit ? first : `${first} ${last}`;
};

export interface NameParts {
  readonly firstName: string;
  readonly lastName: string;
}

/** Splits a stored name back at the two-space separator (or the first space in older records). */
export const splitStoredName = (name: string): NameParts => {
  const at = name.indexOf(NAME_SEPARATOR);
  if (at >= 0)
    return { firstName: name.slice(0, at).trim(), lastName: name.slice(at + NAME_SEPARATOR.length).trim() };
  return normaliseSocialName(name);
};

/**
 * Google and Apple sign-in: a display name that is not exactly two parts is normalised by collapsing repeated
 * spaces and splitting at the first space (spec 01 §5).
 */
export const normaliseSocialName = (name: string): NameParts => {
  const parts = name.split(" ");
  if (parts.length === 2) return { firstName: parts[0] ?? "", lastName: parts[1] ?? "" };
  const collapsed = name.replace(/\s+/g, " ").trim();
  const at = collapsed.indexOf(" ");
  return at < 0
    ? { firstName: collapsed, lastName: "" }
    : { firstName: collapsed.slice(0, at), lastName: collapsed.slice(at + 1) };
};
