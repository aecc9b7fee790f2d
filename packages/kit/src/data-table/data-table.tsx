import { Pagination, type PaginationProps } from '@carclub/ui';
import { type Key, type ReactNode, useId } from 'react';

export interface DataTableColumn<Row> {
  /** Unique among the columns. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell names its row: a `th scope="row"`. */
  rowHeader?: boolean;
  className?: string;
  /** The language of the cell's text, where it is not the page's. */
  lang?: string;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: readonly DataTableColumn<Row>[];
  /** The table's class; its scroll box takes `{className}-wrap`. */
  className: string;
  caption?: ReactNode;
  /** The caption is for screen readers only (the page's heading says it on screen). */
  captionHidden?: boolean;
  /** A line above the table (how many rows match), announced when a search or page changes it. */
  status?: ReactNode;
  statusClassName?: string;
  /**
   * The scroll box is a region named by the caption that the keyboard can reach, for a table
   * wider than a phone with nothing focusable in it (WCAG 2.1.1). Needs `caption`.
   */
  scrollRegion?: boolean;
  /** Each cell carries its column's header as `data-label`, for CSS that stacks a row on a phone. */
  stackedLabels?: boolean;
  /** A new page or search is loading (the rows shown are the previous ones). */
  busy?: boolean;
  pagination?: PaginationProps;
}

/**
 * A staff table: a header row, a row per item whose first cell may name it, in a box that scrolls
 * sideways, with a status line above and pagination below. The classes are the caller's, so each
 * table keeps its own layout.
 */
export function DataTable<Row>({
  rows,
  rowKey,
  columns,
  className,
  caption,
  captionHidden = false,
  status,
  statusClassName,
  scrollRegion = false,
  stackedLabels = false,
  busy,
  pagination,
}: DataTableProps<Row>) {
  const captionId = useId();
  // WCAG 2.1.1: a scrolling box with nothing focusable in it must take focus itself.
  const region = scrollRegion
    ? ({ role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } as const)
    : {};
  return (
    <>
      {status !== undefined && (
        <p role="status" className={statusClassName}>
          {status}
        </p>
      )}
      <div className={`${className}-wrap`} {...region}>
        <table className={className} aria-busy={busy}>
          {caption !== undefined && (
            <caption
              id={scrollRegion ? captionId : undefined}
              className={captionHidden ? 'visually-hidden' : undefined}
            >
              {caption}
            </caption>
          )}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={column.className}
                      lang={column.lang}
                      data-label={stackedLabels ? column.header : undefined}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagination && <Pagination {...pagination} />}
    </>
  );
}
