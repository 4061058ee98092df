/**
 * GET /healthz, for a load balancer (503: send traffic elsewhere) and an operator (which part is
 * failing): the database, and how each background job's last pass went.
 */
import * as z from 'zod/mini';

const jobStatus = z.object({ ok: z.boolean(), lastPassAt: z.optional(z.string()) });
export type JobStatus = z.infer<typeof jobStatus>;

export const healthAnswer = z.object({
  ok: z.boolean(),
  database: z.enum(['up', 'unavailable']),
  jobs: z.record(z.string(), jobStatus),
});
