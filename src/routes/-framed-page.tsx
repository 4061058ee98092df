import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ArrowLeftIcon, backButtonClass, PageFrame } from '../ui/PageFrame/PageFrame';

/** The shared page frame of spec 2.3 with a back link (default target the dashboard). */
export function FramedPage({ title, backTo = '/dashboard', children }: { title: string; backTo?: string; children?: ReactNode }) {
  return (
    <PageFrame
      title={title}
      back={
        <Link to={backTo} aria-label="Back" className={backButtonClass}>
          <ArrowLeftIcon />
        </Link>
      }
    >
      {children}
    </PageFrame>
  );
}
