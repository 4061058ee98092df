/**
 * The first analysis of a new profile, as fresh@demo.test shows it: it starts with the first
 * profile request after sign-in and moves idle → pending → processing → completed over three
 * minutes, so the waiting banner, the insight modals and the polling can be seen. Pure.
 */
import type { InsightStatus } from '../../../contracts/profile.ts';

export const FIRST_ANALYSIS_STAGES: readonly { fromMs: number; status: InsightStatus }[] = [
  { fromMs: 0, status: 'idle' },
  { fromMs: 30_000, status: 'pending' },
  { fromMs: 90_000, status: 'processing' },
  { fromMs: 180_000, status: 'completed' },
];

export function firstAnalysisStatus(elapsedMs: number): InsightStatus {
  return FIRST_ANALYSIS_STAGES.findLast((stage) => elapsedMs >= stage.fromMs)?.status ?? 'idle';
}
