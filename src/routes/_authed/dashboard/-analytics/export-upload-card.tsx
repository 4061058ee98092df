import { createActorContext } from '@xstate/react';
import { useId, type ChangeEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { AUDIENCE_INSIGHTS_FILE_NAME, EXPORT_UPLOAD_COPY as COPY } from '../../../../../content/export-upload';
import { exportUploadMachine } from '../../../../../machines/export-upload.machine';
import { Button, buttonClass } from '../../../../ui/Button/Button';
import * as styles from './export-upload.css';
import * as sectionStyles from './section.css';

/**
 * One upload flow per visit of the Analytics screen, from the logic its provider is given: the
 * app's (export-upload.tsx), or the bare machine on a page the server renders (files chosen there
 * are handed to the app's, src/app/early-presses.ts).
 */
export const ExportUploadActor = createActorContext(exportUploadMachine);

type ExportUploadSnapshot = SnapshotFrom<typeof exportUploadMachine>;

/** The step the card shows: a choosing step (ready or failed once files can be sent), or sending then analysing while uploading. */
function stepOf({ value }: ExportUploadSnapshot) {
  const step = 'uploading' in value ? value.uploading : value.choosing;
  return typeof step === 'string' ? step : step.chosen;
}
const chosenFiles = (s: ExportUploadSnapshot) => s.context.files;
const messageOf = (s: ExportUploadSnapshot) => s.context.message;
const percentSent = (s: ExportUploadSnapshot) => Math.floor(s.context.progress * 100);
const exportFilesOf = (s: ExportUploadSnapshot) => s.context.exportFiles;

/** The export upload card under a provided actor: the user's own Instagram data export, uploaded from the Analytics screen. */
export function ExportUploadCard() {
  const actor = ExportUploadActor.useActorRef();
  const step = ExportUploadActor.useSelector(stepOf);
  const files = ExportUploadActor.useSelector(chosenFiles);
  const message = ExportUploadActor.useSelector(messageOf);
  const percent = ExportUploadActor.useSelector(percentSent);
  const exportFiles = ExportUploadActor.useSelector(exportFilesOf);
  const titleId = useId();
  const inputId = useId();
  const uploading = step === 'sending' || step === 'analysing';
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    actor.send({ type: 'upload.select', files: [...(event.target.files ?? [])] });
    // The machine keeps the files; clearing the input lets the same names be chosen again after a fix.
    event.target.value = '';
  };
  const submit = () => actor.send({ type: 'upload.submit' });
  return (
    <section aria-labelledby={titleId} className={sectionStyles.section}>
      <h2 id={titleId} className={sectionStyles.sectionTitle}>
        {COPY.title}
      </h2>
      <div className={sectionStyles.card}>
        <p className={styles.intro}>{COPY.intro}</p>
        <ol className={styles.steps}>
          {COPY.steps.map((step) => (
            <li key={step} className={styles.step}>
              {step}
            </li>
          ))}
        </ol>
        <input
          id={inputId}
          type="file"
          multiple
          accept=".zip,application/zip,.json,application/json"
          className={styles.fileInput}
          disabled={uploading}
          onChange={choose}
        />
        <label htmlFor={inputId} className={`${buttonClass('outline')} ${styles.chooseLabel}`}>
          {files.length ? COPY.chooseOther : COPY.choose}
        </label>
        {files.length > 0 && (
          <ul aria-label={COPY.chosenFiles} className={styles.files}>
            {files.map((file, index) => (
              <li key={`${index}:${file.name}`}>{file.name}</li>
            ))}
          </ul>
        )}
        {step === 'sending' && (
          <div className={styles.progress}>
            <progress className={styles.progressBar} max={100} value={percent} aria-label={COPY.uploading} />
            {/* The bar's value already tells screen readers; this is for the eye. */}
            <span aria-hidden="true" className={styles.percent}>
              {COPY.sent(percent)}
            </span>
          </div>
        )}
        {step === 'analysing' && (
          <p role="status" className={styles.analysing}>
            {COPY.analysing}
          </p>
        )}
        {(step === 'invalid' || step === 'failed') && (
          <p role="alert" className={styles.failure}>
            {message}
          </p>
        )}
        {step === 'uploaded' && (
          <p role="status" className={styles.success}>
            {COPY.uploaded}
          </p>
        )}
        {step === 'uploaded' && exportFiles && (
          <div className={styles.exportFiles}>
            <p>{COPY.filesRead(exportFiles.found)}</p>
            {exportFiles.found.some((name) => AUDIENCE_INSIGHTS_FILE_NAME.test(name)) && (
              <p>{COPY.pastFollowers(exportFiles.pastFollowers)}</p>
            )}
            {exportFiles.missing.length > 0 && <p>{COPY.filesMissing(exportFiles.missing)}</p>}
          </div>
        )}
        {step !== 'idle' && step !== 'uploaded' && (
          <Button
            loading={uploading}
            disabled={step === 'invalid'}
            onClick={submit}
            aria-label={uploading ? COPY.uploading : undefined}
          >
            {step === 'failed' ? COPY.tryAgain : COPY.upload}
          </Button>
        )}
      </div>
    </section>
  );
}
