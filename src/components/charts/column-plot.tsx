import { useRef, useState, type Key, type KeyboardEvent, type ReactNode } from 'react';

/** The column to move to for a key, or undefined for a key the chart leaves alone. */
function nextColumn(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowUp') return Math.min(count - 1, index + 1);
  if (key === 'ArrowLeft' || key === 'ArrowDown') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Which column's numbers a chart shows above its plot: the one pointed at, else the one tapped or focused. */
export interface ColumnReadout {
  active: number | null;
  hover: (index: number | null) => void;
  show: (index: number | null) => void;
}

export function useColumnReadout(): ColumnReadout {
  const [hovered, setHovered] = useState<number | null>(null);
  const [showing, setShowing] = useState<number | null>(null);
  return { active: hovered ?? showing, hover: setHovered, show: setShowing };
}

export interface ColumnPlotProps {
  /** One target per column, left to right: its key and the words a screen reader says for it. */
  columns: readonly { key: Key; label: string }[];
  /** The column that takes the tab stop first. */
  initialFocus: number;
  readout: ColumnReadout;
  /** The bars, as an SVG stretched over the plot. */
  children: ReactNode;
}

/**
 * The plot of a column chart: the SVG bars with a transparent button over each column. The buttons
 * are one tab stop, moved with the arrow keys, Home and End (a roving set), and are buttons so that a
 * tap shows a column's count on a touch screen, where nothing hovers.
 */
export function ColumnPlot({ columns, initialFocus, readout, children }: ColumnPlotProps) {
  const [focused, setFocused] = useState(initialFocus);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextColumn(event.key, index, columns.length);
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="relative h-36 border-b border-l border-border" onMouseLeave={() => readout.hover(null)}>
      <svg
        className="absolute inset-0 size-full"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        aria-hidden
      >
        {children}
      </svg>
      <div className="absolute inset-0 flex">
        {columns.map((column, i) => (
          <button
            type="button"
            key={column.key}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            aria-label={column.label}
            tabIndex={i === focused ? 0 : -1}
            className="flex-1 cursor-default rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => readout.show(i)}
            onMouseEnter={() => readout.hover(i)}
            onFocus={() => {
              setFocused(i);
              readout.show(i);
            }}
            onBlur={() => readout.show(null)}
            onKeyDown={(event) => onKeyDown(event, i)}
          />
        ))}
      </div>
    </div>
  );
}
