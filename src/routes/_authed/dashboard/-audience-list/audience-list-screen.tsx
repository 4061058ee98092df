import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  AUDIENCE_LIST_COPY as COPY,
  failureTextOr,
  noMatchText,
  totalText,
} from '../../../../../content/audience-lists';
import { AUDIENCE_LABELS } from '../../../../../content/profile-data';
import type { AudienceCategoryKey } from '../../../../../contracts/profile';
import { selectListFailure, selectListStep } from '../../../../../machines/audience-list.machine';
import type { AudienceListActor } from '../../../../app/audience-list';
import { Button, buttonClass } from '../../../../ui/Button/Button';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import { FramedPage } from '../../../-framed-page';
import { formatTotal } from '../-analytics/format';
import * as styles from './audience-list.css';
import { CsvDownload } from './csv-download';
import { MemberRow } from './member-row';
import { SearchField } from './search-field';

type ListStep = NonNullable<ReturnType<typeof selectListStep>>;

/**
 * One audience category's accounts (Analytics' category cards lead here). The route's loader
 * starts the visit's list (src/app/audience-list.ts); the page renders it and sends what is done.
 */
export function AudienceListScreen({ category, list }: { category: AudienceCategoryKey; list: AudienceListActor }) {
  const step = useSelector(list, selectListStep);
  return (
    <FramedPage title={AUDIENCE_LABELS[category]} backTo="/dashboard/analytics">
      <div className={styles.page}>
        {step === null ? (
          <section className={styles.notice}>
            <p className={styles.muted}>{COPY.locked}</p>
            <Link to="/dashboard/analytics" className={buttonClass('outline')}>
              {COPY.backToAnalytics}
            </Link>
          </section>
        ) : (
          <>
            <Total list={list} />
            <SearchField list={list} />
            <CsvDownload list={list} />
            <Members list={list} step={step} lost={category === 'lostFollowers'} />
          </>
        )}
      </div>
    </FramedPage>
  );
}

function Total({ list }: { list: AudienceListActor }) {
  const total = useSelector(list, (s) => s.context.total);
  return total === null ? null : <p className={styles.total}>{totalText(formatTotal(total), total)}</p>;
}

function Members({ list, step, lost }: { list: AudienceListActor; step: ListStep; lost: boolean }) {
  const members = useSelector(list, (s) => s.context.members);
  const search = useSelector(list, (s) => s.context.search);
  const failure = useSelector(list, selectListFailure);
  const shown = useRef<HTMLUListElement>(null);
  // 'Show more' goes once the last page is in: the first account it brought takes the focus.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || members.length <= focusFrom.current) return;
    shown.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [members.length]);
  const showMore = () => {
    focusFrom.current = members.length;
    list.send({ type: 'audience.more' });
  };
  const firstPage = members.length === 0 && (step === 'typing' || step === 'loading');
  return (
    <>
      {firstPage && (
        <div className={styles.loader}>
          <Spinner size={32} label={step === 'typing' ? COPY.searching : COPY.loading} />
        </div>
      )}
      {members.length > 0 && (
        <ul ref={shown} className={styles.members} aria-label={COPY.listName}>
          {members.map((member) => (
            <MemberRow key={member.username} member={member} lost={lost} />
          ))}
        </ul>
      )}
      {step === 'end' && members.length === 0 && (
        <p className={styles.muted}>{search ? noMatchText(search) : COPY.empty}</p>
      )}
      {(step === 'more' || (step === 'loading' && members.length > 0)) && (
        <Button variant="outline" loading={step === 'loading'} onClick={showMore}>
          {COPY.showMore}
        </Button>
      )}
      {failure && (
        <section className={styles.notice}>
          <p role="alert" className={styles.failure}>
            {failureTextOr(COPY.listFailed, failure)}
          </p>
          <Button onClick={() => list.send({ type: 'audience.retry' })}>{COPY.tryAgain}</Button>
        </section>
      )}
    </>
  );
}
