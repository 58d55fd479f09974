import { type ReactNode, useLayoutEffect, useRef } from 'react';
import './data-table.css';

type DataTableProps = {
  /** The header cells (`th scope="col"`). */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** A `tfoot` (totals). */
  foot?: ReactNode;
  testId?: string;
};

/**
 * Names every body and footer cell after its column (`data-label`, the header cell's text), so a narrow box can
 * show each row as a card of "label: value" lines (data-table.css).
 */
function labelCells(table: HTMLTableElement): void {
  const labels = [...(table.tHead?.rows[0]?.cells ?? [])].flatMap((cell) =>
    Array<string>(cell.colSpan).fill(cell.textContent?.trim() ?? ''),
  );
  for (const section of [...table.tBodies, ...(table.tFoot ? [table.tFoot] : [])]) {
    for (const row of section.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const label = labels[column] ?? '';
        if (cell.dataset.label !== label) cell.dataset.label = label;
        column += cell.colSpan;
      }
    }
  }
}

/**
 * A list of records as a table; `.num` cells align right. In a box narrower than the table needs (a phone), each
 * row becomes a card of "column: value" lines, so every amount shows without scrolling sideways.
 */
export function DataTable({ head, children, foot, testId }: DataTableProps) {
  const table = useRef<HTMLTableElement>(null);
  // after every render: rows come and go with pages and filters
  useLayoutEffect(() => {
    if (table.current) labelCells(table.current);
  });
  return (
    <div className="data-table-wrap">
      <table ref={table} className="data-table" data-testid={testId}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
        {foot}
      </table>
    </div>
  );
}
