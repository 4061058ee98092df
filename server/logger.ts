/** Structured JSON logs; secrets never reach them whatever a caller passes in. */
import { pino } from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: {
    paths: ['authorization', '*.authorization', '*.headers.authorization', 'password', '*.password', 'token', '*.token', 'creds', '*.creds', 'link', '*.link'],
    censor: '[redacted]',
  },
});

export type Logger = typeof logger;
