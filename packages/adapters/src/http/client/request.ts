import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { DecodeError } from "@waea/domain/ports";
import { fillPath, type CallDefinition } from "../contract";
import { firstIssue } from "./decode";

/** A call's input, untyped at this level: the typed client checks it before it gets here. */
export interface RawInput {
  readonly params?: unknown;
  readonly query?: unknown;
  readonly body?: unknown;
  readonly headers?: unknown;
  /** The intent's Idempotency-Key, on a call that moves money. */
  readonly idempotencyKey?: string;
}

export interface BuiltRequest {
  readonly path: string;
  readonly body: string | undefined;
  /** The entry's own request headers (none when it declares none). */
  readonly headers: Readonly<Record<string, string>>;
}

const encodePart = (
  call: string,
  section: "params" | "query" | "body" | "headers",
  schema: Schema.Schema.AnyNoContext | undefined,
  value: unknown,
): Either.Either<unknown, DecodeError> =>
  schema === undefined
    ? Either.right(undefined)
    : Either.mapLeft(
        Schema.encodeUnknownEither(schema)(value, { errors: "first" }),
        (error) => new DecodeError({ call, ...firstIssue(error, section) }),
      );

const queryString = (encoded: unknown): string => {
  if (typeof encoded !== "object" || encoded === null) return "";
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(encoded))
    if (value !== undefined && value !== null) search.append(name, String(value));
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
};

/** The headers of an encoded headers part: every field given, as text. */
const headerValues = (encoded: unknown): Readonly<Record<string, string>> => {
  if (typeof encoded !== "object" || encoded === null) return {};
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(encoded))
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  return headers;
};

/** The path (with query), JSON body and own headers of a call, each encoded with the entry's schema. */
export const buildRequest = (
  definition: CallDefinition,
  input: RawInput,
): Either.Either<BuiltRequest, DecodeError> =>
  Either.gen(function* () {
    const params = yield* encodePart(definition.id, "params", definition.params, input.params);
    const query = yield* encodePart(definition.id, "query", definition.query, input.query);
    const body = yield* encodePart(definition.id, "body", definition.body, input.body);
    const headers = yield* encodePart(definition.id, "headers", definition.headers, input.headers ?? {});
    const record = typeof params === "object" && params !== null ? (params as Record<string, unknown>) : {};
    return {
      path: `${fillPath(definition.path, record)}${queryString(query)}`,
      body: definition.body === undefined ? undefined : JSON.stringify(body),
      headers: headerValues(headers),
    };
  });
