/**
 * An e-mail address shown to someone who proved only a phone number (forgot e-mail, AUTH-07): the first letter of
 * the name and the whole domain stay, so the owner recognises it and a stranger learns little ("a•••@example.nz").
 */
export const maskEmail = (email: string): string => {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${trimmed.slice(0, 1)}•••${trimmed.slice(at)}`;
};
