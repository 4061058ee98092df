/** See base-ref.mjs. */
export function baseRefArgument(command: string): string | undefined;
