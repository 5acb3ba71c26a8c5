import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, type ReactNode } from 'react';
import styles from './admin.module.css';

export interface SortableListProps<T> {
  /** Names the list for screen readers. */
  label: string;
  items: T[];
  getId: (item: T) => string;
  /** The item's name, for the drag handle's label and the announcements. */
  getName: (item: T) => string;
  onReorder: (items: T[]) => void;
  /** The row's content beside the handle (title, badges, a remove button...). */
  renderItem: (item: T, index: number) => ReactNode;
  disabled?: boolean;
}

/**
 * An ordered list (dnd-kit sortable): drag a row by its handle, or focus the handle, press Space,
 * move with the arrow keys and press Space again (Escape cancels). Every move is announced.
 */
export function SortableList<T>({ label, items, getId, getName, onReorder, renderItem, disabled = false }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const nameOf = (id: string | number) => {
    const item = items.find((candidate) => getId(candidate) === String(id));
    return item ? getName(item) : String(id);
  };
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} moved to position ${positionOf(over.id)} of ${ids.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${ids.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To reorder, press Space or Enter to pick the item up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={styles.sortable} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow key={ids[index]} id={ids[index]} name={getName(item)} position={index + 1} disabled={disabled}>
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, name, position, disabled, children }: { id: string; name: string; position: number; disabled: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      className={styles.sortableItem}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.dragHandle}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${name}, position ${position}`}
        disabled={disabled}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className={styles.sortablePosition} aria-hidden="true">
        {position}
      </span>
      <div className={styles.sortableBody}>{children}</div>
    </li>
  );
}
