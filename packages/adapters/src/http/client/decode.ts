import * as Either from "effect/Either";
import * as ParseResult from "effect/ParseResult";
import * as Schema from "effect/Schema";
import { DecodeError } from "@waea/domain/ports";
import { SessionMessages } from "@waea/domain/session";
import type { ReplySpec } from "../contract";

const text = new TextDecoder();

const REPLY = "(reply)";

/** "Invoices.3.Status" for a reply field, "query.PageSize" for a request field; the whole reply is "(reply)". */
export const fieldPath = (path: ReadonlyArray<PropertyKey>, root: string): string => {
  const parts = path.map(String);
  if (root === REPLY) return parts.length === 0 ? REPLY : parts.join(".");
  return [root, ...parts].join(".");
};

/** The first issue of a parse error as the field it concerns and what is wrong with it. */
export const firstIssue = (
  error: ParseResult.ParseError,
  root: string,
): { readonly field: string; readonly message: string } => {
  const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0];
  return issue === undefined
    ? { field: root, message: error.message }
    : { field: fieldPath(issue.path, root), message: issue.message };
};

/** JSON of a body, or undefined when it is empty or not JSON (error bodies are read best-effort). */
export const parseJsonBody = (bytes: Uint8Array): unknown => {
  if (bytes.length === 0) return undefined;
  try {
    return JSON.parse(text.decode(bytes));
  } catch {
    return undefined;
  }
};

/**
 * A successful reply as the contract says it looks. An empty body is null where the reply schema accepts null
 * (Schema.NullOr: a reply that may come without a body, spec 02 §7), and 'no response data' where a body is
 * required (spec 01 §8); a body that does not match names the call and the field, never an exception.
 */
export const decodeReply = (
  call: string,
  reply: ReplySpec,
  bytes: Uint8Array,
): Either.Either<unknown, DecodeError> => {
  if (reply.kind === "none") return Either.right(undefined);
  if (reply.kind === "binary") return Either.right(bytes);
  if (bytes.length === 0)
    return Either.orElse(Schema.decodeUnknownEither(reply.schema)(null), () =>
      Either.left(new DecodeError({ call, field: REPLY, message: SessionMessages.noResponseData })),
    );
  let data: unknown;
  try {
    data = JSON.parse(text.decode(bytes));
  } catch {
    return Either.left(new DecodeError({ call, field: REPLY, message: "the reply is not JSON" }));
  }
  return Either.mapLeft(
    Schema.decodeUnknownEither(reply.schema)(data, { errors: "first" }),
    (error) => new DecodeError({ call, ...firstIssue(error, REPLY) }),
  );
};
