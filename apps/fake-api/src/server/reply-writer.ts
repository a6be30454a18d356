import * as Option from "effect/Option";
import { IntSchemaId, type Schema } from "effect/Schema";
import * as AST from "effect/SchemaAST";

/** Writes a value as JSON while checking it against a schema; undefined when the value does not match. */
export type JsonWriter = (value: unknown) => string | undefined;

const PARSE_OPTIONS = {};

const compile = (ast: AST.AST): JsonWriter | undefined => {
  switch (ast._tag) {
    case "StringKeyword":
      return (value) => (typeof value === "string" ? JSON.stringify(value) : undefined);
    case "NumberKeyword":
      return (value) => (typeof value === "number" && Number.isFinite(value) ? String(value) : undefined);
    case "BooleanKeyword":
      return (value) => (typeof value === "boolean" ? String(value) : undefined);
    case "Literal": {
      const text = JSON.stringify(ast.literal);
      return (value) => (value === ast.literal ? text : undefined);
    }
    case "UndefinedKeyword":
      return () => undefined;
    case "Refinement": {
      const from = compile(ast.from);
      if (from === undefined) return undefined;
      // The integer check of Schema.Int (Number.isSafeInteger) without building its Option on every call.
      if (Option.getOrUndefined(AST.getSchemaIdAnnotation(ast)) === IntSchemaId)
        return (value) => (Number.isSafeInteger(value) ? from(value) : undefined);
      return (value) => {
        const text = from(value);
        return text !== undefined && Option.isNone(ast.filter(value, PARSE_OPTIONS, ast)) ? text : undefined;
      };
    }
    case "Union": {
      // An optional field is `X | undefined`; undefined fields are skipped before a writer runs.
      const members = ast.types.filter((member) => member._tag !== "UndefinedKeyword").map(compile);
      if (members.length === 1) return members[0];
      if (members.some((member) => member === undefined)) return undefined;
      const writers = members as ReadonlyArray<JsonWriter>;
      return (value) => {
        for (const writer of writers) {
          const text = writer(value);
          if (text !== undefined) return text;
        }
        return undefined;
      };
    }
    case "TupleType": {
      const rest = ast.rest[0];
      if (ast.elements.length > 0 || ast.rest.length !== 1 || rest === undefined) return undefined;
      const item = compile(rest.type);
      if (item === undefined) return undefined;
      return (value) => {
        if (!Array.isArray(value)) return undefined;
        const parts: string[] = [];
        for (const element of value) {
          const text = item(element);
          if (text === undefined) return undefined;
          parts.push(text);
        }
        return `[${parts.join(",")}]`;
      };
    }
    case "TypeLiteral": {
      if (ast.indexSignatures.length > 0) return undefined;
      const properties = ast.propertySignatures.map((property) => ({
        name: property.name,
        key: `${JSON.stringify(String(property.name))}:`,
        optional: property.isOptional,
        write: compile(property.type),
      }));
      if (properties.some((property) => property.write === undefined || typeof property.name !== "string"))
        return undefined;
      // World records are immutable (replaced, never edited): a record written once is the same text next time.
      const written = new WeakMap<object, string>();
      return (value) => {
        if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
        const known = written.get(value);
        if (known !== undefined) return known;
        const record = value as Record<string, unknown>;
        // Parts joined once give a flat string: later joins of cached texts copy it instead of walking a rope.
        const parts: string[] = [];
        for (const property of properties) {
          const field = record[property.name as string];
          if (field === undefined) {
            if (property.optional) continue;
            return undefined;
          }
          const json = property.write?.(field);
          if (json === undefined) return undefined;
          parts.push(property.key + json);
        }
        const json = `{${parts.join(",")}}`;
        written.set(value, json);
        return json;
      };
    }
    case "Suspend": {
      let inner: JsonWriter | undefined;
      return (value) => {
        inner ??= compile(ast.f()) ?? (() => undefined);
        return inner(value);
      };
    }
    default:
      // Transformations, declarations and the rest: the caller encodes with the schema itself.
      return undefined;
  }
};

/**
 * A precompiled writer for a reply schema whose encoded form is its type (no transformations): it checks every
 * field the way the schema does (refinements included) and writes the JSON text in one pass, where encoding with
 * effect and then JSON.stringify walked the reply twice. Objects are remembered by identity: the fake API's world
 * holds readonly records that a change replaces, so an unchanged invoice is checked and written once.
 * Undefined for a schema it does not cover.
 */
export const compileReplyWriter = (schema: Schema.AnyNoContext): JsonWriter | undefined =>
  compile(schema.ast);
