/** What is wrong with an upload of the Instagram export, as every step of reading it reports it. */
export type InstagramExportProblem =
  | 'invalid-json'
  | 'unexpected-shape'
  | 'missing-username'
  | 'invalid-username'
  | 'no-files'
  | 'unknown-file'
  | 'html-export'
  | 'zip-with-other-files'
  | 'unreadable-zip'
  | 'zip-too-large';

/** Bad input is reported with this error, never as a TypeError from deep inside the parser. */
export class InstagramExportError extends Error {
  readonly problem: InstagramExportProblem;
  /** The file the problem is in; null for the upload as a whole (a ZIP's problems are worded for the user). */
  readonly fileName: string | null;
  /** What is wrong, without the file's name. */
  readonly detail: string;

  constructor(problem: InstagramExportProblem, fileName: string | null, detail: string) {
    super(fileName === null ? detail : `${fileName}: ${detail}`);
    this.name = 'InstagramExportError';
    this.problem = problem;
    this.fileName = fileName;
    this.detail = detail;
  }
}
