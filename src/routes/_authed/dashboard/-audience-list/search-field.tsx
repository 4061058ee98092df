import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { AUDIENCE_LIST_COPY as COPY } from '../../../../../content/audience-lists';
import type { AudienceListActor } from '../../../../app/audience-list';
import * as fieldStyles from '../../../../ui/TextField/TextField.css';
import * as styles from './audience-list.css';

/** The search: each change is sent as typed; the field shows the search the list keeps (what a username can hold). */
export function SearchField({ list }: { list: AudienceListActor }) {
  const search = useSelector(list, (s) => s.context.search);
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {COPY.searchLabel}
      </label>
      <input
        id={id}
        className={fieldStyles.input}
        type="search"
        value={search}
        onChange={(event) => list.send({ type: 'audience.search', text: event.target.value })}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {COPY.searchHint}
      </p>
    </div>
  );
}
