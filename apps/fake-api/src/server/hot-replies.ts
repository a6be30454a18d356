import type { IncomingMessage, ServerResponse } from "node:http";
import { REFRESH_WINDOW_MS } from "../auth/session-tokens";
import type { WorldStore } from "../world/store";
import { makeBearerCheck } from "./bearer";
import { isRefusal } from "./handler";
import { JSON_TYPE } from "./reply-sender";

const LIMIT = 5000;

/**
 * The replies of pure reads, answered before Fastify sees the request: the same GET (URL and Authorization) while
 * the world has not changed gets the same JSON bytes, encoded once, so repeated reads cost a map lookup and a write. Only when
 * it would answer exactly as the route would: no Origin (CORS headers), the world at the remembered version, and
 * a bearer token that still verifies, has not expired and is not due for renewal (renewed-token headers). Anything
 * else goes through the routes as usual. Routes remember a reply only when its handler read neither clock nor store.
 */
export const makeHotReplies = (store: WorldStore) => {
  const bearer = makeBearerCheck(store);
  const replies = new Map<string, { readonly version: number; readonly bytes: Buffer }>();
  let served = 0;
  const keyOf = (url: string, authorization: string | undefined) => `${authorization ?? ""} ${url}`;
  return {
    remember: (url: string, authorization: string | undefined, version: number, text: string): void => {
      if (replies.size >= LIMIT) replies.clear();
      replies.set(keyOf(url, authorization), { version, bytes: Buffer.from(text) });
    },
    /** Answers the request when it can; false leaves it to the routes. */
    serve: (request: IncomingMessage, response: ServerResponse): boolean => {
      if (request.method !== "GET" || request.url === undefined || request.headers.origin !== undefined)
        return false;
      const authorization = request.headers.authorization;
      const hit = replies.get(keyOf(request.url, authorization));
      if (hit === undefined || hit.version !== store.version) return false;
      if (authorization !== undefined) {
        const checked = bearer(authorization);
        if (isRefusal(checked)) return false;
        if (checked.claims.exp * 1000 - store.clock.nowMillis() <= REFRESH_WINDOW_MS) return false;
      }
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
