/** See text-table.mjs. */
export function textTable(rows: string[][]): string;
