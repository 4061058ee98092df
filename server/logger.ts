/**
 * Structured JSON logs; secrets never reach them whatever a caller passes in (server/redact.ts).
 * `logger` starts at info; server/main.ts sets LOG_LEVEL's level once the config is read.
 */
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import { redact } from './redact.ts';

export type Logger = PinoLogger;

export function createLogger(destination?: DestinationStream, level = 'info'): Logger {
  const options: pino.LoggerOptions = {
    level,
    // Every record is walked, at any depth: pino's own `redact` needs every path spelled out.
    formatters: { log: (record) => redact(record) as Record<string, unknown> },
    // Errors are not plain objects (nor is pino's serialized form): copy, then redact message and stack too.
    serializers: { err: (error: Error) => redact({ ...pino.stdSerializers.err(error) }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();
