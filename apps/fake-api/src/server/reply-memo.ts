const LIMIT = 5000;

/**
 * Replies of pure reads, remembered as their UTF-8 bytes per call, URL and login until the world changes (its version moves on every
 * persisted change, a reset included). A handler counts as pure when it neither read the clock nor touched the
 * store (simulation settings, keys) nor marked a change: the context records those reads as they happen.
 */
export const makeReplyMemo = () => {
  const replies = new Map<string, { readonly version: number; readonly bytes: Buffer }>();
  return {
    get: (key: string, version: number): Buffer | undefined => {
      const known = replies.get(key);
      return known !== undefined && known.version === version ? known.bytes : undefined;
    },
    set: (key: string, version: number, bytes: Buffer): void => {
      if (replies.size >= LIMIT) replies.clear();
      replies.set(key, { version, bytes });
    },
  };
};

export type ReplyMemo = ReturnType<typeof makeReplyMemo>;
