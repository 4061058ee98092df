import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import type { BrandId } from '../../../domain/brands';
import { CloseIcon } from '../icons/CloseIcon';
import { MenuIcon } from '../icons/MenuIcon';
import { Logo } from '../Logo/Logo';
import * as styles from './DashboardHeader.css';

interface DashboardHeaderProps {
  brand: BrandId;
  productName: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** The menu panel, shown under the bar while `menuOpen`. */
  children?: ReactNode;
}

/** Spec 2.5: transparent over the page top, white once scrolled or with the menu open. */
export function DashboardHeader({ brand, productName, menuOpen, onToggleMenu, children }: DashboardHeaderProps) {
  const panelId = useId();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // Escape closes an open menu, as keyboard users expect of any disclosure panel.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onToggleMenu();
  });
  useEffect(() => {
    if (!menuOpen) return;
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [menuOpen]);

  return (
    <>
      <header className={scrolled || menuOpen ? `${styles.header} ${styles.solid}` : styles.header}>
        <div className={styles.bar}>
          <Logo brand={brand} />
          <div className={styles.names}>
            <span className={styles.productName}>{productName}</span>
            <span className={styles.subtitle}>Profile Analyzer</span>
          </div>
          <button
            type="button"
            className={styles.toggle}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={onToggleMenu}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
        {menuOpen && (
          <div id={panelId} className={styles.panel}>
            {children}
          </div>
        )}
      </header>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
