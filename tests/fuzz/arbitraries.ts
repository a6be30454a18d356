import fc from "fast-check";
import { pathPlaceholders, schemaFields, type CallDefinition } from "@waea/adapters/http/contract";

/** Known-good values the fuzzer mixes in, so requests also get past the first checks. */
export interface Known {
  readonly token: string;
  readonly customer: string;
}

const nasty = fc.constantFrom(
  "",
  " ",
  "..",
  "%",
  "%ZZ",
  "%00",
  "a/b",
  "null",
  "[]",
  "{}",
  "-1",
  "1e309",
  "NaN",
  "ā",
  "💥",
  "x".repeat(300),
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }));

const segment = (known: Known) =>
  fc.oneof(
    fc.constant(encodeURIComponent(known.customer)),
    text.map(encodeURIComponent),
    fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@%-]{0,30}$/),
  );

const fieldsOf = (schema: CallDefinition["query"]): ReadonlyArray<string> =>
  schemaFields(schema)
    .split(", ")
    .filter((field) => field !== "")
    .map((field) => field.replace(/\?$/, ""));

const queryString = (entry: CallDefinition) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...fieldsOf(entry.query), "PageSize", "x"), fc.string({ maxLength: 8 })),
        fc.oneof(text, fc.integer().map(String)),
      ),
      { maxLength: 5 },
    )
    .map((pairs) =>
      pairs.length === 0
        ? ""
        : `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&")}`,
    );

const bodyText = (entry: CallDefinition) =>
  fc.oneof(
    fc.constant(undefined),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .dictionary(fc.constantFrom(...fieldsOf(entry.body), "SPID", "extra"), fc.oneof(fc.jsonValue(), text))
      .map((value) => JSON.stringify(value)),
    text,
    fc.constant('{"a":'),
  );

const contentType = fc.constantFrom(
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  undefined,
);

/** A request for an entry with malformed params, query, body, content type or token (and sometimes a good one). */
export const malformedRequest = (entry: CallDefinition, known: Known) => {
  const names = pathPlaceholders(entry.path);
  return fc
    .record({
      segments: fc.array(segment(known), { minLength: names.length, maxLength: names.length }),
      query: queryString(entry),
      body: bodyText(entry),
      type: contentType,
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(entry.method) },
        { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH") },
      ),
      token: fc.oneof(
        { weight: 6, arbitrary: fc.constant(known.token) },
        { weight: 1, arbitrary: fc.constant("") },
        { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
      ),
    })
    .map((generated) => {
      let index = 0;
      const path = entry.path.replace(/\{([A-Za-z]\w*)\}/g, (_whole, name: string) => {
        if (name === "spid") return "67";
        const value = generated.segments[index] ?? "";
        index += 1;
        return value;
      });
      const headers: Record<string, string> = {};
      if (generated.token !== "") headers.authorization = `Bearer ${generated.token}`;
      if (generated.body !== undefined && generated.type !== undefined)
        headers["content-type"] = generated.type;
      return {
        method: generated.method,
        path: `/api${path}${generated.query}`,
        headers,
        ...(generated.body === undefined || generated.method === "GET" ? {} : { body: generated.body }),
      };
    });
};

/** A valid request of an entry, encoded as it goes on the wire (from its contract example). */
export interface ValidRequest {
  readonly method: string;
  readonly segments: ReadonlyArray<string>;
  readonly query: ReadonlyArray<readonly [string, string]>;
  readonly body: Readonly<Record<string, unknown>> | undefined;
}

const mutateRecord = (record: Readonly<Record<string, unknown>>) =>
  fc.oneof(
    fc
      .constantFrom(...Object.keys(record), "extra")
      .chain((key) => fc.oneof(fc.jsonValue(), text).map((value) => ({ ...record, [key]: value }))),
    fc.constantFrom(...Object.keys(record), "none").map((key) => {
      const { [key]: _dropped, ...rest } = record;
      return rest;
    }),
  );

/**
 * A valid request with one thing wrong: a path segment, a query value or a body field replaced or dropped. These get
 * past the framework into the decoders and handlers, where a refusal must leave the world as it was.
 */
export const mutatedRequest = (entry: CallDefinition, valid: ValidRequest, known: Known) =>
  fc
    .record({
      segment: fc.nat(Math.max(0, valid.segments.length - 1)),
      replacement: segment(known),
      query: mutateRecord(Object.fromEntries(valid.query)),
      body: valid.body === undefined ? fc.constant(undefined) : mutateRecord(valid.body),
      part: fc.constantFrom("path", "query", "body"),
    })
    .map((generated) =>
      wireRequest(
        entry,
        {
          method: valid.method,
          segments: valid.segments.map((value, index) =>
            generated.part === "path" && index === generated.segment ? generated.replacement : value,
          ),
          query: generated.part === "query" ? Object.entries(generated.query) : valid.query,
          body: generated.part === "body" ? generated.body : valid.body,
        },
        known,
      ),
    );

/** A request of an entry as it goes on the wire: its path with the segments in, the query, the session's token. */
export const wireRequest = (
  entry: CallDefinition,
  request: Omit<ValidRequest, "query"> & { readonly query: ReadonlyArray<readonly [string, unknown]> },
  known: Known,
) => {
  let index = 0;
  const path = entry.path.replace(/\{([A-Za-z]\w*)\}/g, (_whole, name: string) => {
    if (name === "spid") return "67";
    const value = request.segments[index] ?? "";
    index += 1;
    return value;
  });
  const search = request.query
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`,
    )
    .join("&");
  return {
    method: request.method,
    path: `/api${path}${search === "" ? "" : `?${search}`}`,
    headers: {
      authorization: `Bearer ${known.token}`,
      ...(request.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  };
};
