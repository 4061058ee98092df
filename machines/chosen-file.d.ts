/**
 * The one web-platform type the shared code names, for tsconfig.shared.json (neither the DOM nor
 * Node): the files the user chose, which export-upload.machine.ts keeps for 'Try again' and hands
 * to the upload actor. Both runtimes have a File (the DOM's; Node's, global since Node 20), and the
 * app's world checks the machine with the DOM's; here it is only what the machine reads of a file,
 * so the machine cannot come to depend on more of it.
 */
interface File {
  readonly name: string;
  readonly size: number;
}
