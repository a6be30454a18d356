// What a command shows, as data: the output layer (render.ts) turns it into aligned text or leaves it out for --json.

/** A message to translate: a domain key (`billing.overdue_warning`) or a CLI key (`cli.login.signed_in`). */
export interface Text {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Tone = "error" | "warning" | "info" | "success" | "muted";

/** A table cell: plain server data, a text to translate, or either with a tone (coloured on a terminal). */
export type Cell = string | number | Text | { readonly value: string | number | Text; readonly tone: Tone };

export interface Column {
  readonly header: Text;
  readonly align?: "left" | "right";
}

/** Tables, fields and headings go to stdout; notices (messages, warnings) go to stderr. */
export type Block =
  | {
      readonly _tag: "Table";
      readonly columns: ReadonlyArray<Column>;
      readonly rows: ReadonlyArray<ReadonlyArray<Cell>>;
      /** Shown (on stderr) instead of an empty table. */
      readonly empty: Text;
    }
  | { readonly _tag: "Fields"; readonly rows: ReadonlyArray<readonly [Text, Cell]> }
  | { readonly _tag: "Heading"; readonly text: Cell }
  | { readonly _tag: "Notice"; readonly tone: Tone; readonly text: Text };

export type View = ReadonlyArray<Block>;

export const text = (key: string, params?: Readonly<Record<string, string | number>>): Text =>
  params === undefined ? { key } : { key, params };

export const toned = (value: string | number | Text, tone: Tone): Cell => ({ value, tone });

export const table = (
  columns: ReadonlyArray<Column>,
  rows: ReadonlyArray<ReadonlyArray<Cell>>,
  empty: Text,
): Block => ({
  _tag: "Table",
  columns,
  rows,
  empty,
});

export const column = (key: string, align: "left" | "right" = "left"): Column => ({
  header: text(key),
  align,
});

export const fields = (rows: ReadonlyArray<readonly [Text, Cell]>): Block => ({ _tag: "Fields", rows });

export const heading = (value: Cell): Block => ({ _tag: "Heading", text: value });

export const notice = (tone: Tone, value: Text): Block => ({ _tag: "Notice", tone, text: value });

export const isText = (value: unknown): value is Text =>
  typeof value === "object" && value !== null && "key" in value && typeof value.key === "string";
