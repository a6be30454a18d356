import type { IncomingMessage, ServerResponse } from "node:http";
import { REFRESH_WINDOW_MS } from "../auth/session-tokens";
import type { WorldStore } from "../world/store";
import { makeBearerCheck } from "./bearer";
import { isRefusal } from "./handler";
import { JSON_TYPE } from "./reply-sender";

const LIMIT = 5000;

interface HotReply {
  readonly version: number;
  /** The keys the token was verified with: a reseed derives new ones. */
  readonly keys: WorldStore["keys"];
  /** From this instant (ms) the routes must answer: the token is due for renewal (or expired). */
  readonly renewFrom: number;
  readonly bytes: Buffer;
}

/**
 * The replies of pure reads, answered before Fastify sees the request: the same GET (URL and Authorization) while
 * the world has not changed gets the same JSON bytes, encoded once, so repeated reads cost two map lookups and a
 * write. Only when it would answer exactly as the route would: no Origin (CORS headers), the world at the
 * remembered version, and a bearer token that verified when the reply was remembered (same header, same keys: the
 * same signature; its login can only go with a change of the world) and is not yet due for renewal (the routes add
 * renewed-token headers then). Anything else goes through the routes as usual. Routes remember a reply only when
 * its handler read neither clock nor store.
 */
export const makeHotReplies = (store: WorldStore) => {
  const bearer = makeBearerCheck(store);
  /** URL, then Authorization ("" without one). */
  const replies = new Map<string, Map<string, HotReply>>();
  let size = 0;
  let served = 0;
  return {
    remember: (url: string, authorization: string | undefined, version: number, text: string): void => {
      let renewFrom = Number.POSITIVE_INFINITY;
      if (authorization !== undefined) {
        const checked = bearer(authorization);
        if (isRefusal(checked)) return;
        renewFrom = checked.claims.exp * 1000 - REFRESH_WINDOW_MS;
      }
      if (size >= LIMIT) {
        replies.clear();
        size = 0;
      }
      let byToken = replies.get(url);
      if (byToken === undefined) replies.set(url, (byToken = new Map()));
      if (!byToken.has(authorization ?? "")) size += 1;
      byToken.set(authorization ?? "", { version, keys: store.keys, renewFrom, bytes: Buffer.from(text) });
    },
    /** Answers the request when it can; false leaves it to the routes. */
    serve: (request: IncomingMessage, response: ServerResponse): boolean => {
      if (request.method !== "GET" || request.url === undefined || request.headers.origin !== undefined)
        return false;
      const hit = replies.get(request.url)?.get(request.headers.authorization ?? "");
      if (
        hit === undefined ||
        hit.version !== store.version ||
        hit.keys !== store.keys ||
        store.clock.nowMillis() >= hit.renewFrom
      )
        return false;
      response.writeHead(200, { "content-type": JSON_TYPE, "content-length": hit.bytes.length });
      response.end(hit.bytes);
      served += 1;
      return true;
    },
    /** How many requests were answered here (tests). */
    served: (): number => served,
  };
};

export type HotReplies = ReturnType<typeof makeHotReplies>;
