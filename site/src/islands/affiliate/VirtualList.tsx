// A list that renders only the rows in view (plus a few either side), so a team of thousands scrolls
// smoothly. Rows have one fixed height; the list is as tall as its rows up to `maxHeight`, and
// scrolls inside past that. Each row keeps its place for assistive technology (setsize, posinset).
import { useState, type ReactNode } from 'react';

export interface VirtualListProps {
  label: string;
  count: number;
  rowHeight: number;
  maxHeight: number;
  renderRow: (index: number) => ReactNode;
  rowKey: (index: number) => string;
  overscan?: number;
}

export function VirtualList({ label, count, rowHeight, maxHeight, renderRow, rowKey, overscan = 8 }: VirtualListProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const total = count * rowHeight;
  const height = Math.min(total, maxHeight);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) {
    rows.push(
      <div
        key={rowKey(i)}
        role="listitem"
        aria-setsize={count}
        aria-posinset={i + 1}
        className="virtual-list__row"
        style={{ position: 'absolute', top: i * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {renderRow(i)}
      </div>,
    );
  }
  return (
    <div
      className="virtual-list"
      role="list"
      aria-label={label}
      style={{ height, overflowY: total > maxHeight ? 'auto' : 'hidden', position: 'relative' }}
      // Keyboard users reach rows below by tabbing: focus scrolls the box and the next rows render.
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
    >
      <div style={{ height: total, position: 'relative' }}>{rows}</div>
    </div>
  );
}
