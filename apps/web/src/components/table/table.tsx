import type { ReactNode } from "react";
import styles from "./table.module.css";

export interface TableColumn<Row> {
  /** A stable key for the column. */
  readonly key: string;
  /** The column's heading (also the row label when the table stacks on a phone). */
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** Figures and money line up on the right. */
  readonly align?: "start" | "end";
  /** This column names its row (a <th scope="row">). */
  readonly rowHeader?: boolean;
  /**
   * The column's share of the table ("25%"). Given to any column, the table lays out by these shares, not by its
   * content: tables of one page (a card a day) then line up column under column.
   */
  readonly width?: string;
}

export interface TableProps<Row> {
  /** What the table lists: always present for screen readers, shown unless captionHidden. */
  readonly caption: string;
  readonly captionHidden?: boolean;
  readonly columns: ReadonlyArray<TableColumn<Row>>;
  readonly rows: ReadonlyArray<Row>;
  readonly rowKey: (row: Row, index: number) => string;
}

/** A semantic table with a caption that stacks into labelled rows under 600 px. */
export const Table = <Row,>({ caption, captionHidden = false, columns, rows, rowKey }: TableProps<Row>) => (
  <div className={styles.wrap}>
    <table
      className={
        columns.some((column) => column.width !== undefined)
          ? `${styles.table} ${styles.fixed}`
          : styles.table
      }
    >
      <caption className={captionHidden ? "visually-hidden" : styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={column.align === "end" ? styles.end : undefined}
              style={column.width === undefined ? undefined : { width: column.width }}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => {
              const className = column.align === "end" ? styles.end : undefined;
              return column.rowHeader === true ? (
                <th key={column.key} scope="row" data-label={column.header} className={className}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.key} data-label={column.header} className={className}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
