import type { ReactNode } from 'react';
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

/** A list of records as a table that scrolls sideways on narrow screens; `.num` cells align right. */
export function DataTable({ head, children, foot, testId }: DataTableProps) {
  return (
    <div className="data-table-wrap">
      <table className="data-table" data-testid={testId}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
        {foot}
      </table>
    </div>
  );
}
