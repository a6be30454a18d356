import type { IncomingMessage, ServerResponse } from "node:http";
import { renewFromMillis } from "../auth/session-tokens";
import type { WorldStore } from "../world/store";
import { JSON_TYPE } from "./reply-sender";
import { API_RAW_HEADERS } from "./security-headers";

const LIMIT = 5000;

interface HotReply {
  readonly version: number;
  /** From this instant (ms) the routes must answer: the token is due for renewal (or expired). */
  readonly renewFrom: number;
  readonly bytes: Buffer;
}

/**
 * The replies of pure reads, answered before Fastify sees the request: the same GET (URL and Authorization) while
 * the world has not changed gets the same JSON bytes, encoded once, so repeated reads cost two map lookups and a
 * write. Only when it would answer exactly as the route would: no Origin (CORS headers), the world at the
 * remembered version, and the same Authorization header the route verified when it remembered the reply (the same
 * signature; its login and the keys can only go with a change of the world), not yet due for renewal (the routes
 * add renewed-token headers then). Anything else goes through the routes as usual. Routes remember a reply only
 * when its handler read neither clock nor store.
 */
export const makeHotReplies = (store: WorldStore) => {
  /** URL, then Authorization ("" without one). */
  const replies = new Map<string, Map<string, HotReply>>();
  let size = 0;
  let served = 0;
  return {
    /**
     * `tokenExpiry`: the expiry (seconds since the epoch) of the bearer token the route verified for this request;
     * undefined for a call that takes none.
     */
    remember: (
      url: string,
      authorization: string | undefined,
      tokenExpiry: number | undefined,
      version: number,
      text: string,
    ): void => {
      const renewFrom = tokenExpiry === undefined ? Number.POSITIVE_INFINITY : renewFromMillis(tokenExpiry);
      if (size >= LIMIT) {
        replies.clear();
        size = 0;
      }
      let byToken = replies.get(url);
      if (byToken === undefined) replies.set(url, (byToken = new Map()));
      if (!byToken.has(authorization ?? "")) size += 1;
      byToken.set(authorization ?? "", { version, renewFrom, bytes: Buffer.from(text) });
    },
    /** Answers the request when it can; false leaves it to the routes. */
    serve: (request: IncomingMessage, response: ServerResponse): boolean => {
      if (request.method !== "GET" || request.url === undefined || request.headers.origin !== undefined)
        return false;
      const hit = replies.get(request.url)?.get(request.headers.authorization ?? "");
      if (hit === undefined) return false;
      // Reading the world's clock makes what it has reached happen first (a plan change due now changes the world,
      // and the version with it).
      const now = store.clock.nowMillis();
      if (hit.version !== store.version || now >= hit.renewFrom) return false;
      response.writeHead(200, [
        ...API_RAW_HEADERS,
        "content-type",
        JSON_TYPE,
        "content-length",
        String(hit.bytes.length),
      ]);
      response.end(hit.bytes);
      served += 1;
      return true;
    },
    /** How many requests were answered here (tests). */
    served: (): number => served,
  };
};

export type HotReplies = ReturnType<typeof makeHotReplies>;
