import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import type { FastifyRequest } from "fastify";
import { pathPlaceholders, type CallDefinition } from "@waea/adapters/http/contract";
import { refuse, type Refusal } from "./handler";
import { issueText } from "./issue-text";

type Decoder = (value: unknown, key?: string) => Either.Either<unknown, Refusal>;

const MEMO_LIMIT = 1000;

/**
 * A decoder of one part of a request. Path params and query strings repeat (the same page of the same list), so
 * results are remembered by their raw text (bodies are not): decoded values are never modified, and a memo holds
 * at most 1000.
 */
const decoderOf = (section: string, schema: Schema.Schema.AnyNoContext | undefined): Decoder | undefined => {
  if (schema === undefined) return undefined;
  const decode = Schema.decodeUnknownEither(schema, { errors: "first" });
  const memo = new Map<string, Either.Either<unknown, Refusal>>();
  return (value, key) => {
    const known = key === undefined ? undefined : memo.get(key);
    if (known !== undefined) return known;
    const result = Either.mapLeft(decode(value), (error) => refuse(400, issueText(section, error)));
    if (key === undefined) return result;
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, result);
    return result;
  };
};

export type CallInput = Record<string, unknown>;

/**
 * Decodes a request with the entry's schemas into the handler's input `{ params, query, body, headers }`, or the 400 of the
 * first problem ("query.PageSize: ..."). Path params arrive as p0, p1, ... (see routePattern) and get their names back.
 */
export const makeInputDecoder = (entry: CallDefinition) => {
  const names = pathPlaceholders(entry.path);
  const decodeParams = decoderOf("params", entry.params);
  const decodeQuery = decoderOf("query", entry.query);
  const decodeBody = decoderOf("body", entry.body);
  const decodeHeaders = decoderOf("headers", entry.headers);
  return (request: FastifyRequest): CallInput | Refusal => {
    const input: CallInput = {};
    const url = request.url;
    const at = url.indexOf("?");
    if (decodeParams !== undefined) {
      const raw = request.params as Record<string, string | undefined>;
      const named: Record<string, string> = {};
      for (let index = 0; index < names.length; index += 1)
        named[names[index] ?? ""] = raw[`p${index}`] ?? "";
      const params = decodeParams(named, at < 0 ? url : url.slice(0, at));
      if (Either.isLeft(params)) return params.left;
      input.params = params.right;
    }
    if (decodeQuery !== undefined) {
      const query = decodeQuery(request.query ?? {}, at < 0 ? "" : url.slice(at + 1));
      if (Either.isLeft(query)) return query.left;
      input.query = query.right;
    }
    if (decodeBody !== undefined) {
      const body = decodeBody(request.body);
      if (Either.isLeft(body)) return body.left;
      input.body = body.right;
    }
    if (decodeHeaders !== undefined) {
      const headers = decodeHeaders(request.headers);
      if (Either.isLeft(headers)) return headers.left;
      input.headers = headers.right;
    }
    return input;
  };
};
