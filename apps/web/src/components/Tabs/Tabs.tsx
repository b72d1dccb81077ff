import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
  /** Per-tab custom properties (the home subjects' own colours). */
  style?: CSSProperties;
}

export interface TabsProps<K extends string | number> {
  items: readonly TabItem<K>[];
  /** The selected tab's key; with none (or an unknown one) the first tab is the row's tab stop. */
  active: K | null | undefined;
  /** A tab is chosen: clicked, tapped, or reached with the arrow keys. */
  onChange: (key: K) => void;
  /** The row's name for a screen reader (分类, 学科 …). */
  label: string;
  /** The row, a tab and the selected tab; without them the row is a scrolling line of capsules. */
  className?: string;
  tabClassName?: string;
  activeClassName?: string;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The app's row of tabs (ARIA tabs pattern): a `tablist` of `tab` buttons with `aria-selected`, one tab
 * stop for the row (roving tabindex on the selected tab), ←/→ (and ↑/↓) to the neighbour, Home/End to the
 * ends; moving selects (the pages show the chosen list at once). Every tab row of the pupils' app is this
 * one, styled by the page through the class names.
 */
export function Tabs<K extends string | number>(props: TabsProps<K>) {
  const { items, active, onChange, label, className, tabClassName, activeClassName } = props;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    items.findIndex((t) => t.key === active),
  );

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key in STEP
            ? (index + STEP[event.key]! + items.length) % items.length
            : -1;
    if (to < 0) return;
    event.preventDefault();
    refs.current[to]?.focus();
    onChange(items[to]!.key);
  };

  return (
    <div className={className ?? styles.row} role="tablist" aria-label={label}>
      {items.map((tab, i) => {
        const on = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={on}
            tabIndex={i === selected ? 0 : -1}
            className={[tabClassName ?? styles.tab, on ? (activeClassName ?? styles.active) : '']
              .filter(Boolean)
              .join(' ')}
            style={tab.style}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
