import type * as Http from "node:http";

/** Statuses whose response never has a body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** The headers of a response as node parsed them (lower-case names), read through the Headers methods. */
class ReplyHeaders {
  constructor(private readonly raw: Http.IncomingHttpHeaders) {}
  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : value;
  }
  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
  forEach(callback: (value: string, name: string) => void): void {
    for (const name of Object.keys(this.raw)) {
      const value = this.get(name);
      if (value !== null) callback(value, name);
    }
  }
}

/** A finished response, its body already read: the part of the Response interface the HTTP client uses. */
class Reply {
  readonly ok: boolean;
  readonly redirected = false;
  readonly type = "basic";
  bodyUsed = false;
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly headers: ReplyHeaders,
    private readonly bytes: ArrayBuffer | null,
    readonly url: string,
  ) {
    this.ok = status >= 200 && status < 300;
  }
  /** Truthy when there is a body (ofetch reads only that much of it). */
  get body(): ArrayBuffer | null {
    return this.bytes;
  }
  async arrayBuffer(): Promise<ArrayBuffer> {
    this.bodyUsed = true;
    return this.bytes ?? new ArrayBuffer(0);
  }
  async text(): Promise<string> {
    return new TextDecoder().decode(await this.arrayBuffer());
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

/**
 * A node response as the fetch Response the HTTP client expects, without building a web stream and a Headers object
 * per request (undici's Response costs about as much CPU as the request). Only the members the client and ofetch
 * read are there: status, statusText, ok, headers.get/has/forEach, body (as a presence), arrayBuffer, text, json.
 */
export const replyOf = (response: Http.IncomingMessage, body: Buffer, url: string): Response => {
  const status = response.statusCode ?? 0;
  let bytes: ArrayBuffer | null = null;
  if (!NULL_BODY.has(status) && body.length > 0) {
    bytes = new ArrayBuffer(body.length);
    new Uint8Array(bytes).set(body);
  }
  const reply = new Reply(
    status,
    response.statusMessage ?? "",
    new ReplyHeaders(response.headers),
    bytes,
    url,
  );
  return reply as unknown as Response;
};
