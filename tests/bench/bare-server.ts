import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The baseline of the API benchmark: node:http answering every request with the same JSON bytes (the invoice
 * page the fake API served), so the comparison is the fake API's whole request path against writing the reply.
 */
const body = Buffer.from(process.env.BENCH_BODY ?? "{}");
const server = createServer((_request, response) => {
  response.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": body.length,
  });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.once("SIGTERM", () => server.close());
