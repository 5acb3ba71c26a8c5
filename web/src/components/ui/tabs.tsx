import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent, type MouseEvent } from 'react';
import styles from './tabs.module.css';

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('A tab or tab panel outside <Tabs>');
  return tabs;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/** Where each key moves the focus along a row of `count` tabs from the one at `index`. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_index, count) => count - 1,
  PageDown: (_index, count) => count - 1,
};

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * Tabs as WAI-ARIA's tabs pattern has them, styled: the chosen tab is the row's one stop in the tab
 * order, the arrow keys (and Home, End, Page Up, Page Down) move along the row, round at its ends, and a
 * tab is chosen as it gets the focus. Compose Tabs > TabsList > TabsTrigger, then TabsContent: the
 * selected trigger points at its panel (aria-controls), so the content it switches must sit in a
 * TabsContent of the same value, even when one panel serves every tab. Written here rather than taken
 * from Radix: home's Top Cinema Fans has them, and Radix's tabs (its roving focus, collection and the
 * rest of Radix they alone brought) weighed 9.7 KB of gzip on the visitor's first page
 * (docs/first-visit.md, "Budgets").
 */
export function Tabs({ value, defaultValue = '', onValueChange, className, ...props }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const select = (next: string) => {
    if (next === current) return;
    setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId: useId(), value: current, select }}>
      <div className={`${styles.root} ${className ?? ''}`} {...props} />
    </TabsContext.Provider>
  );
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  tabs[move(index, tabs.length)].focus();
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return <div role="tablist" aria-orientation="horizontal" className={`${styles.list} ${className ?? ''}`} onKeyDown={moveFocus} {...props} />;
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = value === tabs.value;
  // Chosen as the button is pressed, not released; the focus it takes chooses it (onFocus). A right or
  // Ctrl click neither focuses nor chooses.
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey) event.preventDefault();
    else if (document.activeElement === event.currentTarget) tabs.select(value);
    else event.currentTarget.focus();
  };
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={`${styles.trigger} ${className ?? ''}`}
      onMouseDown={press}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') tabs.select(value);
      }}
      onFocus={() => tabs.select(value)}
      {...props}
    />
  );
}

/** The chosen tab's panel; the others stay in the page, hidden and empty. */
export function TabsContent({ value, className, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = value === tabs.value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!selected}
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      className={`${styles.content} ${className ?? ''}`}
      {...props}
    >
      {selected && children}
    </div>
  );
}
