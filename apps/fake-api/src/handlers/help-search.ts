/** Lower case without accents or markup, so "whanau" finds "whānau" and a tag name never matches. */
const plain = (text: string): string =>
  text
    .replace(/<[^>]*>/g, " ")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();

/** The words of a search phrase; none for a blank one. */
export const searchWords = (phrase: string): ReadonlyArray<string> =>
  plain(phrase)
    .split(/\s+/)
    .filter((word) => word !== "");

interface Searchable {
  readonly title: string;
  readonly body?: string | null | undefined;
}

/**
 * The items holding every word in their title or text, those with every word in the title first (the list's own
 * order otherwise).
 */
export const searchArticles = <A extends Searchable>(
  items: ReadonlyArray<A>,
  words: ReadonlyArray<string>,
): ReadonlyArray<A> => {
  const scored = items.flatMap((item) => {
    const title = plain(item.title);
    const text = `${title} ${plain(item.body ?? "")}`;
    if (!words.every((word) => text.includes(word))) return [];
    return [{ item, inTitle: words.every((word) => title.includes(word)) }];
  });
  return [...scored.filter((s) => s.inTitle), ...scored.filter((s) => !s.inTitle)].map((s) => s.item);
};
