import { rowLetters } from '@shared/booking/seat-labels';
import {
  checkGenerate,
  defaultCategoryId,
  DEFAULT_SCREEN_POSITION,
  defaultLayoutSize,
  fillRowCategories,
  keepSeatsInside,
  normalizeAisles,
  SCREEN_POSITIONS,
  seatMapDraftChanged,
  seatMapDraftOf,
  SEAT_MAP_LIMITS,
  seatCountOf,
  toggleAisle,
  type LayoutSize,
  type ScreenPosition,
  type SeatMapDraft,
} from '@shared/admin/seat-map-draft';
import { memo, useCallback, useId, useLayoutEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { SeatLegend } from '../../../components/seat-grid/seat-legend';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogClose } from '../../../components/ui/dialog';
import { KEEP_CLEAR_OF_TOASTS } from '../../../components/ui/keep-clear-of-toasts';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from '../components/select-field';
import { SeatGrid, type GridCategory } from './seat-grid';
import styles from './seat-map-editor.module.css';
import { formatNumber } from '../../../lib/format';

export interface SeatMapEditorProps {
  screen: { id: string; name: string; capacity: number };
  categories: GridCategory[];
  /** The screen's current map, or null when it has none yet. */
  initial: SeatMapDraft | null;
  /** Saves a new version of the map; throws (after its own toast) when it failed. */
  onSave: (draft: SeatMapDraft) => Promise<void>;
  /** Told whether the admin's work differs from the saved map, so that its dialog asks before closing. */
  onDirtyChange: (dirty: boolean) => void;
}

const POSITION_LABELS: Record<ScreenPosition, string> = { top: 'Top', bottom: 'Bottom', left: 'Left', right: 'Right' };

/**
 * The seat-map editor (docs/back-office.md, "Venues, screens and seat maps"): rows and columns (capacity-based defaults), screen
 * position, Generate Layout (refused above the capacity), aisle toggles (asks to regenerate once a layout
 * exists), row categories, seats marked unavailable, and Save (a new version; disabled with no seats).
 * It sits in a dialog: Cancel closes it as the dialog's × does.
 */
export function SeatMapEditor({ screen, categories, initial, onSave, onDirtyChange }: SeatMapEditorProps) {
  const fallbackCategory = defaultCategoryId(categories) ?? '';
  const start = initial ?? null;
  const startSize: LayoutSize = start ? { rows: start.rows, columns: start.columns } : defaultLayoutSize(screen.capacity);

  const [rowsInput, setRowsInput] = useState(String(startSize.rows));
  const [columnsInput, setColumnsInput] = useState(String(startSize.columns));
  const startPosition = start?.screenPosition ?? DEFAULT_SCREEN_POSITION;
  const [screenPosition, setScreenPosition] = useState<ScreenPosition>(startPosition);
  const [layout, setLayout] = useState<LayoutSize | null>(start ? startSize : null);
  const [aisles, setAisles] = useState<number[]>(start?.aisleColumns ?? []);
  const [rowCategories, setRowCategories] = useState<Record<string, string>>(() =>
    fillRowCategories(startSize.rows, fallbackCategory, start?.rowCategories),
  );
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(() => new Set(start?.unavailable ?? []));
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [pendingAisles, setPendingAisles] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const [startDraft] = useState(() =>
    start ? seatMapDraftOf(startSize, { aisles: start.aisleColumns, screenPosition: start.screenPosition, rowCategories: start.rowCategories, unavailable: start.unavailable }, fallbackCategory) : null,
  );

  const categoryMap = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const seats = layout ? seatCountOf(layout) : 0;
  const blocked = layout ? keepSeatsInside(unavailable, layout).length : 0;
  const typedSize = { rows: Number(rowsInput), columns: Number(columnsInput) };
  const sizeChanged = layout !== null && (typedSize.rows !== layout.rows || typedSize.columns !== layout.columns);
  const aisleColumnsCount = (layout?.columns ?? (Number.isInteger(typedSize.columns) ? typedSize.columns : 0)) - 1;
  const draft = useMemo(
    () => (layout ? seatMapDraftOf(layout, { aisles, screenPosition, rowCategories, unavailable }, fallbackCategory) : null),
    [layout, aisles, screenPosition, rowCategories, unavailable, fallbackCategory],
  );
  // A size typed but not generated yet, or a screen position chosen before any layout, is work too.
  const dirty =
    seatMapDraftChanged(startDraft, draft) ||
    rowsInput !== String(startSize.rows) ||
    columnsInput !== String(startSize.columns) ||
    screenPosition !== startPosition;
  // In the same commit as the change (not an effect later): an Escape right after a seat is marked asks.
  useLayoutEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false);
  }, [dirty, onDirtyChange]);

  /** Builds the grid for the typed size with these aisles; false (and the reason shown) when refused. */
  const generate = (withAisles: number[] = aisles): boolean => {
    const check = checkGenerate(typedSize, screen.capacity);
    if (!check.ok) {
      setGenerateError(check.message);
      return false;
    }
    setGenerateError(null);
    setLayout(typedSize);
    setAisles(normalizeAisles(withAisles, typedSize.columns));
    setRowCategories((current) => fillRowCategories(typedSize.rows, fallbackCategory, current));
    setUnavailable((current) => new Set(keepSeatsInside(current, typedSize)));
    return true;
  };

  const aisleLimit = layout?.columns ?? typedSize.columns;
  const hasLayout = layout !== null;
  const onAisleToggle = useCallback(
    (column: number) => {
      const next = toggleAisle(aisles, column, aisleLimit);
      // Changing aisles after a layout exists asks the admin to regenerate (docs/back-office.md, "Venues, screens and seat maps").
      if (hasLayout) setPendingAisles(next);
      else setAisles(next);
    },
    [aisles, aisleLimit, hasLayout],
  );

  const onToggleSeat = useCallback((label: string) => {
    setUnavailable((current) => {
      const next = new Set(current);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });
  }, []);

  const save = async () => {
    if (!draft || seats === 0) return;
    setSaving(true);
    try {
      await onSave(draft);
    } catch {
      // onSave has shown "Failed to save seat map"; the editor keeps the admin's work.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.editor}>
      <p className={styles.note}>
        Capacity {formatNumber(screen.capacity)} seats. Saving makes a new version of this seat map for sessions created from now on; sessions already
        scheduled keep the map they were created with, so their booked seats stay as they are.
      </p>

      <section className={styles.controls} aria-labelledby={`${ids}-layout`}>
        <h3 id={`${ids}-layout`} className={styles.sectionTitle}>
          Layout
        </h3>
        <div className={styles.controlRow}>
          {(
            [
              ['rows', 'Rows', rowsInput, setRowsInput],
              ['columns', 'Columns', columnsInput, setColumnsInput],
            ] as const
          ).map(([dimension, label, value, setValue]) => (
            <TextField
              key={dimension}
              label={label}
              type="number"
              inputMode="numeric"
              min={SEAT_MAP_LIMITS[dimension].min}
              max={SEAT_MAP_LIMITS[dimension].max}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-describedby={`${ids}-size-hint`}
            />
          ))}
          <SelectField label="Screen Position" value={screenPosition} onChange={(event) => setScreenPosition(event.target.value as ScreenPosition)}>
            {SCREEN_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {POSITION_LABELS[position]}
              </option>
            ))}
          </SelectField>
          <div className={styles.generate}>
            <Button variant="secondary" onClick={() => generate()}>
              {layout ? 'Regenerate Layout' : 'Generate Layout'}
            </Button>
          </div>
        </div>
        <p id={`${ids}-size-hint`} className="field-hint">
          Rows {SEAT_MAP_LIMITS.rows.min}-{SEAT_MAP_LIMITS.rows.max}, columns {SEAT_MAP_LIMITS.columns.min}-{SEAT_MAP_LIMITS.columns.max}.
          {sizeChanged && ' Press Regenerate Layout to apply the new size.'}
        </p>
        {generateError && (
          <p className="field-error" role="alert">
            {generateError}
          </p>
        )}
      </section>

      <AisleToggles count={aisleColumnsCount} aisles={aisles} onToggle={onAisleToggle} />

      {layout ? (
        <>
          <section aria-labelledby={`${ids}-categories`} className={styles.categories}>
            <h3 id={`${ids}-categories`} className={styles.sectionTitle}>
              Seat Categories
            </h3>
            <SeatLegend
              className={styles.legend}
              items={[
                ...categories.map((category) => ({ key: category.id, label: category.name, color: category.colorCode })),
                { key: 'unavailable', label: 'Unavailable', state: 'unavailable' },
              ]}
            />
            <RowCategories
              rows={layout.rows}
              rowCategories={rowCategories}
              fallback={fallbackCategory}
              categories={categories}
              setRowCategories={setRowCategories}
            />
          </section>

          <section aria-labelledby={`${ids}-grid`}>
            <h3 id={`${ids}-grid`} className={styles.sectionTitle}>
              Seats
            </h3>
            <p className="field-hint">Click a seat, or press Enter or Space on it, to mark it unavailable or available again. Arrow keys move between seats.</p>
            <SeatGrid
              rows={layout.rows}
              columns={layout.columns}
              aisleColumns={aisles}
              screenPosition={screenPosition}
              rowCategories={rowCategories}
              categories={categoryMap}
              unavailable={unavailable}
              onToggleSeat={onToggleSeat}
            />
          </section>
        </>
      ) : (
        <p className={styles.noLayout}>No layout yet. Choose rows and columns, then press Generate Layout.</p>
      )}

      <div className={styles.footer}>
        {/* What the admin checks before saving: a toast (a failed save's) leaves it in sight. */}
        <p className={styles.count} aria-live="polite" {...KEEP_CLEAR_OF_TOASTS}>
          {formatNumber(seats)} seats{blocked > 0 ? ` (${formatNumber(blocked)} unavailable)` : ''} · capacity {formatNumber(screen.capacity)}
        </p>
        <DialogClose asChild>
          <Button variant="ghost" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={() => void save()} disabled={seats === 0} loading={saving}>
          {saving ? 'Saving…' : 'Save Seat Map'}
        </Button>
      </div>

      <ConfirmDialog
        open={pendingAisles !== null}
        onOpenChange={(open) => !open && setPendingAisles(null)}
        title="Regenerate layout?"
        description="Changing aisles after a layout exists regenerates the layout with the new aisles. Row categories and unavailable seats inside the layout are kept."
        confirmLabel="Regenerate"
        variant="primary"
        onConfirm={async () => {
          // Refused (e.g. the typed size is over the capacity): the reason shows under Layout, the aisles stay as they were.
          if (pendingAisles) generate(pendingAisles);
          setPendingAisles(null);
        }}
      />
    </div>
  );
}

/** The aisle switches, one per gap between seat columns (memoized: a seat toggle does not redraw them). */
const AisleToggles = memo(function AisleToggles({ count, aisles, onToggle }: { count: number; aisles: number[]; onToggle: (column: number) => void }) {
  if (count <= 0) return null;
  return (
    <fieldset className={styles.aisles}>
      <legend>Aisles (after column)</legend>
      <div className={styles.aisleList}>
        {Array.from({ length: count }, (_, c) => c + 1).map((column) => (
          <button
            key={column}
            type="button"
            className={styles.aisleToggle}
            aria-pressed={aisles.includes(column)}
            aria-label={`Aisle after column ${column}`}
            onClick={() => onToggle(column)}
          >
            {column}
          </button>
        ))}
      </div>
    </fieldset>
  );
});

/** Row-category assignment: one select per row and "Set every row to" (memoized like the aisles). */
const RowCategories = memo(function RowCategories({
  rows,
  rowCategories,
  fallback,
  categories,
  setRowCategories,
}: {
  rows: number;
  rowCategories: Record<string, string>;
  fallback: string;
  categories: GridCategory[];
  setRowCategories: Dispatch<SetStateAction<Record<string, string>>>;
}) {
  const letters = Array.from({ length: rows }, (_, r) => rowLetters(r + 1));
  const setAllRows = (categoryId: string) => {
    if (!categoryId) return;
    setRowCategories((current) => Object.fromEntries(Object.keys(current).map((row) => [row, categoryId])));
  };
  return (
    <details className={styles.rowCategories}>
      <summary>Row categories ({rows} rows)</summary>
      <SelectField label="Set every row to" value="" onChange={(event) => setAllRows(event.target.value)}>
        <option value="">Choose a category…</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <div className={styles.rowCategoryGrid}>
        {letters.map((row) => (
          <label key={row} className={styles.rowCategory}>
            <span>Row {row}</span>
            <select
              className="input"
              value={rowCategories[row] ?? fallback}
              onChange={(event) => {
                const categoryId = event.target.value;
                setRowCategories((current) => ({ ...current, [row]: categoryId }));
              }}
              aria-label={`Row ${row} category`}
            >
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </details>
  );
});
