import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Table, type TableColumn } from "./table";
import styles from "./table.module.css";

interface Charge {
  readonly day: string;
  readonly amount: string;
}
const columns: ReadonlyArray<TableColumn<Charge>> = [
  { key: "day", header: "Day", cell: (row) => row.day, rowHeader: true },
  { key: "amount", header: "Amount", cell: (row) => row.amount, align: "end" },
];

describe("Table", () => {
  it("is a captioned table with column and row headers, each cell labelled for the phone layout", () => {
    render(
      <Table
        caption="Charges"
        columns={columns}
        rows={[
          { day: "01-03-2026", amount: "$1.00" },
          { day: "02-03-2026", amount: "$2.50" },
        ]}
        rowKey={(row) => row.day}
      />,
    );
    const table = screen.getByRole("table", { name: "Charges" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Day", "Amount"]);
    const rowHeader = within(table).getByRole("rowheader", { name: "02-03-2026" });
    expect(rowHeader.getAttribute("data-label")).toBe("Day");
    const cell = within(table).getByRole("cell", { name: "$2.50" });
    expect(cell.getAttribute("data-label")).toBe("Amount");
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });

  it("lays out by the columns' shares when they are given, so the tables of a page line up", () => {
    const shared: ReadonlyArray<TableColumn<Charge>> = columns.map((column, index) => ({
      ...column,
      width: index === 0 ? "70%" : "30%",
    }));
    render(
      <>
        <Table
          caption="Monday"
          columns={shared}
          rows={[{ day: "01", amount: "$1.00" }]}
          rowKey={(row) => row.day}
        />
        <Table
          caption="Tuesday"
          columns={columns}
          rows={[{ day: "02", amount: "$2.00" }]}
          rowKey={(row) => row.day}
        />
      </>,
    );
    const monday = screen.getByRole("table", { name: "Monday" });
    expect(monday.classList.contains(styles.fixed ?? "fixed")).toBe(true);
    expect(
      within(monday)
        .getAllByRole("columnheader")
        .map((th) => th.style.width),
    ).toEqual(["70%", "30%"]);
    // Without shares a table sizes its columns by their content, as before.
    const tuesday = screen.getByRole("table", { name: "Tuesday" });
    expect(tuesday.classList.contains(styles.fixed ?? "fixed")).toBe(false);
    expect(within(tuesday).getByRole("columnheader", { name: "Day" }).style.width).toBe("");
  });
});
