import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { formatFilterText, POSTS_LIST_COPY as COPY, SORT_LABELS } from '../../../../../content/posts-list';
import type { PostFormat } from '../../../../../contracts/profile';
import { POST_SORTS, type PostSort } from '../../../../../domain/post-order';
import { selectFormat, selectSort } from '../../../../../machines/posts-list.machine';
import type { PostsListActor } from '../../../../app/posts-list';
import * as fieldStyles from '../../../../ui/TextField/TextField.css';
import * as styles from './posts-list.css';

/** 'Sort by' and 'Format': each choice is sent to the list's machine, and each shows what the machine holds. */
export function ListControls({ list, formats }: { list: PostsListActor; formats: readonly PostFormat[] }) {
  const sort = useSelector(list, selectSort);
  const format = useSelector(list, selectFormat);
  const sortId = useId();
  const formatId = useId();
  return (
    <div className={styles.controls}>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={sortId}>
          {COPY.sortLabel}
        </label>
        <select
          id={sortId}
          className={fieldStyles.input}
          value={sort}
          onChange={(event) => list.send({ type: 'posts.sort', by: event.target.value as PostSort })}
        >
          {POST_SORTS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={formatId}>
          {COPY.formatLabel}
        </label>
        <select
          id={formatId}
          className={fieldStyles.input}
          value={format ?? ''}
          onChange={(event) =>
            list.send({ type: 'posts.filter', format: (event.target.value || null) as PostFormat | null })
          }
        >
          {[null, ...formats].map((option) => (
            <option key={option ?? ''} value={option ?? ''}>
              {formatFilterText(option)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
