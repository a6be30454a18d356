const LIMIT = 5000;

/**
 * Replies of pure reads, remembered as their JSON text per call, URL and login until the world changes (its version
 * moves on every persisted change, a reset included). A handler counts as pure when it neither read the clock nor
 * touched the store (simulation settings, keys) nor marked a change: the context records those reads as they happen.
 * Text rather than bytes: Node writes a string body in one piece with the headers, a Buffer as a second chunk.
 */
export const makeReplyMemo = () => {
  const replies = new Map<string, { readonly version: number; readonly text: string }>();
  return {
    get: (key: string, version: number): string | undefined => {
      const known = replies.get(key);
      return known !== undefined && known.version === version ? known.text : undefined;
    },
    set: (key: string, version: number, text: string): void => {
      if (replies.size >= LIMIT) replies.clear();
      replies.set(key, { version, text });
    },
  };
};

export type ReplyMemo = ReturnType<typeof makeReplyMemo>;
