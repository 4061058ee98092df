import type { ReactNode } from 'react';
import * as styles from './Menu.css';

export interface MenuItem {
  label: string;
  onSelect?: () => void;
  href?: string;
  newTab?: boolean;
  /** Lets the caller render a router Link with the row class; takes precedence over href/onSelect. */
  render?: (className: string) => ReactNode;
}

interface MenuProps {
  id: string;
  items: MenuItem[];
  version: string;
}

function MenuRow({ item }: { item: MenuItem }) {
  if (item.render) return item.render(styles.row);
  if (item.href) {
    return (
      <a
        className={styles.row}
        href={item.href}
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
      </a>
    );
  }
  return (
    <button type="button" className={styles.row} onClick={item.onSelect}>
      {item.label}
    </button>
  );
}

export function Menu({ id, items, version }: MenuProps) {
  return (
    <nav id={id} className={styles.nav} aria-label="Main menu">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.label}>
            <MenuRow item={item} />
          </li>
        ))}
      </ul>
      <p className={styles.version}>Version {version}</p>
    </nav>
  );
}
