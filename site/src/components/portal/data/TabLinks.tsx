// Tabs that are links (a query parameter picks the panel), so each tab has its own address, works
// without a script and keeps the browser's back button.
import './data.css';

export interface TabLink {
  href: string;
  label: string;
  current: boolean;
}

export function TabLinks({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav className="tab-links" aria-label={label}>
      {tabs.map((tab) => (
        <a key={tab.href} href={tab.href} aria-current={tab.current ? 'page' : undefined}>
          {tab.label}
        </a>
      ))}
    </nav>
  );
}
