import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Brand } from '../../../../content/brands';
import { MENU_LINKS } from '../../../../content/dashboard';
import { config } from '../../../app/config';
import { session } from '../../../app/session';
import { DashboardHeader } from '../../../ui/DashboardHeader/DashboardHeader';
import { Menu, type MenuItem } from '../../../ui/Menu/Menu';

const MENU_ID = 'dashboard-menu';

/** Header and menu of spec 2.5; whether the menu is open is view state only. */
export function DashboardMenu({ brand }: { brand: Brand }) {
  const [open, setOpen] = useState(false);
  const items: MenuItem[] = [
    ...MENU_LINKS.map((link) => ({
      label: link.label,
      render: (className: string) => (
        <Link to={link.to} params={'params' in link ? link.params : undefined} className={className}>
          {link.label}
        </Link>
      ),
    })),
    { label: 'Terms of Service', href: '/terms-of-use', newTab: true },
    { label: 'Privacy Policy', href: '/privacy', newTab: true },
    {
      label: 'My Plan',
      render: (className: string) => (
        <Link to="/dashboard/my-plan" className={className}>
          My Plan
        </Link>
      ),
    },
    {
      label: 'Log out',
      onSelect: () => {
        setOpen(false);
        session.send({ type: 'logout.request' });
      },
    },
  ];
  return (
    <DashboardHeader
      brand={brand.id}
      productName={brand.productName}
      menuOpen={open}
      onToggleMenu={() => setOpen(!open)}
    >
      <Menu id={MENU_ID} items={items} version={config.version} />
    </DashboardHeader>
  );
}
