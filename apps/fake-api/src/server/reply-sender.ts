import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import type { FastifyReply } from "fastify";
import type { CallDefinition } from "@waea/adapters/http/contract";
import { compileReplyWriter } from "./reply-writer";

export const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Sends a handler's reply as the entry says: 204 for none, the bytes with the entry's content type for binary,
 * JSON checked against the reply schema otherwise (the precompiled writer, or effect's encode for schemas with
 * transformations). A reply the schema refuses is a bug of the handler: it throws, and the error handler logs a 500.
 * `keep` receives the JSON text of a reply that may be remembered.
 */
export const makeReplySender = (entry: CallDefinition) => {
  const reply = entry.reply;
  if (reply.kind === "none")
    return (response: FastifyReply, _result?: unknown, _keep?: unknown) => response.code(204).send();
  if (reply.kind === "binary")
    return (response: FastifyReply, result: unknown, _keep?: unknown) =>
      response.type(reply.contentType).send(Buffer.from(result as Uint8Array));
  const write = compileReplyWriter(reply.schema);
  const encode = Schema.encodeEither(reply.schema);
  const text = (result: unknown): string => {
    const written = write?.(result);
    if (written !== undefined) return written;
    const encoded = encode(result);
    if (Either.isLeft(encoded))
      throw new Error(`${entry.id} produced a reply its schema refuses: ${encoded.left.message}`);
    return JSON.stringify(encoded.right);
  };
  return (response: FastifyReply, result: unknown, keep?: (json: string) => void) => {
    const json = text(result);
    keep?.(json);
    return response.type(JSON_TYPE).send(json);
  };
};
