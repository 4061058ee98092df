import { useSelector } from '@xstate/react';
import { AUDIENCE_LIST_COPY as COPY, failureTextOr } from '../../../../../content/audience-lists';
import { selectCsvFailure, selectCsvStep } from '../../../../../machines/audience-list.machine';
import type { AudienceListActor } from '../../../../app/audience-list';
import { Button } from '../../../../ui/Button/Button';
import * as styles from './audience-list.css';

/** 'Download CSV': the category (or the search's matches) as a file; the list stays usable meanwhile. */
export function CsvDownload({ list }: { list: AudienceListActor }) {
  const step = useSelector(list, selectCsvStep);
  const failure = useSelector(list, selectCsvFailure);
  return (
    <div className={styles.notice}>
      <Button
        variant="outline"
        loading={step === 'downloading'}
        onClick={() => list.send({ type: 'audience.download' })}
      >
        {COPY.downloadCsv}
      </Button>
      {step === 'saved' && (
        <p role="status" className={styles.hint}>
          {COPY.csvSaved}
        </p>
      )}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failureTextOr(COPY.csvFailed, failure)}
        </p>
      )}
    </div>
  );
}
