import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

export interface TestReply {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** An object is sent as JSON, a string or bytes as they are, undefined as an empty body. */
  readonly body?: unknown;
  /** Never answer (timeouts). */
  readonly hang?: boolean;
}

/**
 * A local node:http server for the client's tests: every request is recorded and answered by `respond`; a request
 * whose connection closed before it was answered (the client aborted it) is recorded in `aborted` too.
 */
export const startTestServer = async (respond: (request: SeenRequest) => TestReply | Promise<TestReply>) => {
  const seen: SeenRequest[] = [];
  const aborted: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const record: SeenRequest = {
        method: request.method ?? "GET",
        url: request.url ?? "/",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      seen.push(record);
      response.on("close", () => {
        if (!response.writableFinished) aborted.push(record);
      });
      void Promise.resolve(respond(record)).then((reply) => {
        if (reply.hang === true) return;
        const body = reply.body;
        const bytes =
          body === undefined
            ? Buffer.alloc(0)
            : body instanceof Uint8Array
              ? Buffer.from(body)
              : Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
        const type =
          typeof body === "object" && !(body instanceof Uint8Array) ? "application/json" : "text/plain";
        response.writeHead(reply.status ?? 200, { "content-type": type, ...reply.headers });
        response.end(bytes);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrl: `${origin}/api`,
    seen,
    aborted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
