import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type Row,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { FADE_EDGES_CLASS, ScrollRegion } from '../../../components/ui/scroll-region';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './admin.module.css';
import { formatNumber } from '../../../lib/format';

export const DEFAULT_PAGE_SIZE = 10;

/** The id of a table's row-actions column: it stays at the right edge of the table's scroll region. */
export const ACTIONS_COLUMN_ID = 'actions';

const cellClass = (columnId: string) => (columnId === ACTIONS_COLUMN_ID ? styles.actionsCell : undefined);

/** The focus ring's width and offset (global.css), kept in sight beside the Actions column too. */
const FOCUS_RING_ROOM_PX = 4;

/**
 * Keeps a control focused in a table that scrolls sideways clear of the Actions column over its right
 * edge: the browser's own scroll on focus counts the room under that column as in view (on a phone a
 * session's date link reached with Tab sat beneath it). The region's end padding is that column's width
 * (it differs by table and by its buttons) and the ring's, and the nearest scroll then stops clear of it.
 */
function keepFocusClearOfActions(event: FocusEvent<HTMLDivElement>) {
  const region = event.currentTarget;
  const control = event.target;
  const actions = region.querySelector<HTMLElement>(`th.${styles.actionsCell}`);
  if (!actions || control === region || control.closest(`.${styles.actionsCell}`)) return;
  region.style.scrollPaddingInlineEnd = `${actions.offsetWidth + FOCUS_RING_ROOM_PX}px`;
  control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

export interface DataTableProps<T> {
  /** Names the table for screen readers (its caption). */
  label: string;
  data: T[] | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column value types differ per column
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  isLoading?: boolean;
  error?: unknown;
  errorTitle?: string;
  onRetry?: () => void;
  /** Shown when the list is empty (an EmptyState). */
  empty: ReactNode;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  /** Mouse convenience only: every row action also has a button in the row. */
  onRowClick?: (row: T) => void;
  /** The row shown as chosen (e.g. the venue whose side panel is open). */
  activeRowId?: string | null;
  pageSize?: number;
}

/**
 * The admin tables (TanStack Table): a captioned table that scrolls sideways on a phone with its row
 * actions column (id `actions`) kept in view at the right edge, skeleton rows while loading, the error with Retry, the empty state, optional row selection, and paging.
 */
export function DataTable<T>({
  label,
  data,
  columns,
  getRowId,
  isLoading = false,
  error,
  errorTitle = 'Failed to load data',
  onRetry,
  empty,
  rowSelection,
  onRowSelectionChange,
  onRowClick,
  activeRowId,
  pageSize = DEFAULT_PAGE_SIZE,
}: DataTableProps<T>) {
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });
  const rows = data ?? EMPTY;
  // The library returns functions that the React Compiler lint cannot see through; that is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    state: { pagination, ...(rowSelection ? { rowSelection } : {}) },
    onPaginationChange: setPagination,
    enableRowSelection: Boolean(onRowSelectionChange),
    onRowSelectionChange,
    autoResetPageIndex: false,
  });

  // A shorter list (after a delete) never leaves the page past its end.
  const pageCount = table.getPageCount();
  useEffect(() => {
    if (pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) {
      setPagination((current) => ({ ...current, pageIndex: Math.max(0, pageCount - 1) }));
    }
  }, [pageCount, pagination.pageIndex]);

  if (error && !data) {
    return <LoadError title={errorTitle} onRetry={() => onRetry?.()} />;
  }

  const headerGroups = table.getHeaderGroups();
  // Its Actions column, kept at the right edge, shows a table goes on beneath it; a table without one fades that edge.
  const fadeEdges = !table.getAllLeafColumns().some((column) => column.id === ACTIONS_COLUMN_ID);
  const showSkeleton = isLoading && !data;
  if (!showSkeleton && rows.length === 0) return <>{empty}</>;

  const first = pagination.pageIndex * pagination.pageSize + 1;
  const last = Math.min(rows.length, first + pagination.pageSize - 1);

  return (
    <div className={styles.tableWrap}>
      <ScrollRegion
        className={fadeEdges ? `${styles.tableScroll} ${FADE_EDGES_CLASS}` : styles.tableScroll}
        label={label}
        onFocus={fadeEdges ? undefined : keepFocusClearOfActions}
      >
        <table className={styles.table} aria-busy={showSkeleton || undefined}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={cellClass(header.column.id)} style={{ width: header.column.columnDef.size !== 150 ? header.column.columnDef.size : undefined }}>
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {showSkeleton
              ? Array.from({ length: 4 }, (_, r) => (
                  <tr key={r}>
                    {headerGroups[0]?.headers.map((header) => (
                      <td key={header.id} className={cellClass(header.column.id)}>
                        <Skeleton height="1.1rem" />
                      </td>
                    ))}
                  </tr>
                ))
              : table.getRowModel().rows.map((row: Row<T>) => (
                  <tr
                    key={row.id}
                    data-selected={row.getIsSelected() || undefined}
                    data-active={row.id === activeRowId || undefined}
                    className={onRowClick ? styles.clickableRow : undefined}
                    onClick={onRowClick ? (event) => !isInteractive(event.target) && onRowClick(row.original) : undefined}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className={cellClass(cell.column.id)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </ScrollRegion>
      {!showSkeleton && pageCount > 1 && (
        <nav className={styles.pager} aria-label={`${label} pages`}>
          <span aria-live="polite">
            {formatNumber(first)}–{formatNumber(last)} of {formatNumber(rows.length)}
          </span>
          <Button size="sm" variant="secondary" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
            Previous
          </Button>
          <span>
            Page {formatNumber(pagination.pageIndex + 1)} of {formatNumber(pageCount)}
          </span>
          <Button size="sm" variant="secondary" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

const EMPTY: never[] = [];

/** Clicks on a row's own controls do not also open the row. */
function isInteractive(target: EventTarget): boolean {
  return target instanceof Element && Boolean(target.closest('button, a, input, select, textarea, label, [role="switch"]'));
}

/** The select-all / select-row checkbox column. */
export function selectionColumn<T>(describe: (row: T) => string): ColumnDef<T> {
  return {
    id: 'select',
    size: 40,
    header: ({ table }) => (
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label="Select all"
        checked={table.getIsAllRowsSelected()}
        ref={(element) => {
          if (element) element.indeterminate = table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={`Select ${describe(row.original)}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
