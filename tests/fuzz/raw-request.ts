import { request } from "node:http";

export interface RawRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** One request with exactly these bytes of path and body (fetch would normalise a malformed URL first). */
export const sendRaw = (
  origin: string,
  raw: RawRequest,
): Promise<{ readonly status: number; readonly body: string }> =>
  new Promise((resolve, reject) => {
    const url = new URL(origin);
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: raw.method,
        path: raw.path,
        // A body always says how long it is: Node sends a DELETE or GET body without framing otherwise.
        headers:
          raw.body === undefined
            ? raw.headers
            : { ...raw.headers, "content-length": String(Buffer.byteLength(raw.body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    outgoing.on("error", reject);
    if (raw.body !== undefined) outgoing.write(raw.body);
    outgoing.end();
  });
