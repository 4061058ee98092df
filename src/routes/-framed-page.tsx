import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ArrowLeftIcon, backButtonClass, PageFrame, type PageFrameProps } from '../ui/PageFrame/PageFrame';

type FramedPageProps = Pick<PageFrameProps, 'title' | 'headerTitle'> & { backTo?: string; children?: ReactNode };

/** The shared page frame of spec 2.3 with a back link (default target the dashboard). */
export function FramedPage({ title, headerTitle, backTo = '/dashboard', children }: FramedPageProps) {
  return (
    <PageFrame
      title={title}
      headerTitle={headerTitle}
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
