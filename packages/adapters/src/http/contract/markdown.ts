import type * as AST from "effect/SchemaAST";
import type * as Schema from "effect/Schema";
import type { CallDefinition, ReplySpec } from "./define";
import { callDoc } from "./docs";

/** The struct under refinements and transformations: the fields a reader of the docs cares about. */
const typeLiteral = (ast: AST.AST): AST.TypeLiteral | undefined => {
  switch (ast._tag) {
    case "TypeLiteral":
      return ast;
    case "Refinement":
      return typeLiteral(ast.from);
    case "Transformation":
      return typeLiteral(ast.to);
    case "Suspend":
      return typeLiteral(ast.f());
    default:
      return undefined;
  }
};

/** "A, B?, C": the fields of a struct schema, optional ones marked. */
export const schemaFields = (schema: Schema.Schema.AnyNoContext | undefined): string => {
  if (schema === undefined) return "";
  const literal = typeLiteral(schema.ast);
  if (literal === undefined) return String(schema);
  return literal.propertySignatures
    .map((property) => `${String(property.name)}${property.isOptional ? "?" : ""}`)
    .join(", ");
};

/** "header x-cart-token?": the request headers a call takes, shown with its query. */
const headerFields = (schema: Schema.Schema.AnyNoContext | undefined): string => {
  const fields = schemaFields(schema);
  return fields === "" ? "" : `header ${fields}`;
};

const replyText = (reply: ReplySpec): string => {
  switch (reply.kind) {
    case "json":
      return schemaFields(reply.schema);
    case "binary":
      return `bytes (${reply.contentType})`;
    case "none":
      return "204, no body";
  }
};

const cell = (text: string): string => (text === "" ? "-" : text.replace(/\|/g, "\\|"));

const cacheText = (entry: CallDefinition): string => {
  const parts: string[] = [];
  if (entry.cache !== undefined)
    parts.push(`${entry.cache.ttlMs / 60_000} min [${entry.cache.groups.join(", ")}]`);
  if (entry.invalidates !== undefined) parts.push(`clears [${entry.invalidates.join(", ")}]`);
  return parts.join("; ");
};

/**
 * The contract as markdown tables, one per context: docs/api.md embeds this text and a test keeps it up to date.
 * Paths are relative to the API base (/api); a reply marked * is "not shown" in the spec, its shape is ours.
 */
export const contractMarkdown = (entries: ReadonlyArray<CallDefinition>): string => {
  const contexts = [...new Set(entries.map((entry) => entry.id.split(".")[0] ?? ""))];
  return contexts
    .map((context) => {
      const rows = entries
        .filter((entry) => entry.id.startsWith(`${context}.`))
        .map((entry) =>
          [
            `\`${entry.id}\``,
            `${entry.method} \`${entry.path}\``,
            entry.auth,
            schemaFields(entry.params),
            [schemaFields(entry.query), headerFields(entry.headers)].filter((part) => part !== "").join("; "),
            schemaFields(entry.body),
            `${replyText(entry.reply)}${entry.replyShown ? "" : " *"}`,
            cacheText(entry),
            callDoc(entry.id).spec,
            callDoc(entry.id).summary,
          ]
            .map(cell)
            .join(" | "),
        )
        .map((row) => `| ${row} |`);
      return [
        `### ${context}`,
        "",
        "| id | call | auth | params | query | body | reply | cache | spec | what |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        ...rows,
      ].join("\n");
    })
    .join("\n\n");
};
