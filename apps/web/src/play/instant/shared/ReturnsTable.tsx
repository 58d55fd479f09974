import type { ReactNode } from 'react';

export type ReturnsRow = { key: string; cells: ReactNode[] };

/** A rules panel's table of what each bet pays and returns (its RTP): the head's words, then a row per bet. */
export function ReturnsTable({ head, rows, testId }: { head: string[]; rows: ReturnsRow[]; testId: string }) {
  return (
    <table className="pay-table" data-testid={testId}>
      <thead>
        <tr>
          {head.map((words) => (
            <th key={words} scope="col">
              {words}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are positions
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
