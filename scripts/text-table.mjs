/**
 * A table as the reports print it to a terminal (and as Markdown reads it): the first column
 * aligned left, the figures right. `rows[0]` is the header.
 */
export function textTable(rows) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const line = (row) =>
    `| ${row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join(' | ')} |`;
  return [line(rows[0]), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join('\n');
}
