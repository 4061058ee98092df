import type { EngagementCell } from '../../../../../contracts/profile';

/** The engagement bar's cells, low to high, in the fixed colours of docs/ui.md. */
export const ENGAGEMENT_CELLS: readonly { cell: EngagementCell; colour: string }[] = [
  { cell: 1, colour: '#EF4444' }, // red
  { cell: 2, colour: '#F97316' }, // orange
  { cell: 3, colour: '#EAB308' }, // yellow
  { cell: 4, colour: '#84CC16' }, // light green
  { cell: 5, colour: '#16A34A' }, // green
];
