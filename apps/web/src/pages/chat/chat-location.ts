import { OPEN_CHAT_QUERY, formatHref, parseQuery } from "@waea/domain/routing";

const [CHAT_PARAM = "chat", OPEN = "open"] = Object.entries(OPEN_CHAT_QUERY)[0] ?? [];

/** Whether a location's query opens the chat (`?chat=open`, where /link/chat lands). */
export const isChatOpen = (search: string): boolean => parseQuery(search)[CHAT_PARAM] === OPEN;

/** The same page with the chat open, or closed: the rest of the query is kept. */
export const chatHref = (path: string, search: string, open: boolean): string => {
  const { [CHAT_PARAM]: _dropped, ...rest } = parseQuery(search);
  return formatHref(path, open ? { ...rest, [CHAT_PARAM]: OPEN } : rest);
};
