/**
 * The one reading of what a call threw (ky's FetchError with the response's data, a Firebase
 * error with its code, a network TypeError, a thrown string) as the CallFailure the machines read.
 */
import { isCallFailure, type CallFailure } from '../../domain/call-failure';

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

const nonBlank = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Spec 8: the string, else its `error` field (a string, or read the same way), else its message. */
function textOf(value: unknown): string | null {
  const record = asRecord(value);
  if (!record) return nonBlank(value);
  const { error, message } = record;
  if (asRecord(error)) return textOf(error);
  return nonBlank(error) ?? nonBlank(message);
}

export function toCallFailure(thrown: unknown): CallFailure {
  // Already read (a call that makes another call, or a fake service): nothing more to read.
  if (isCallFailure(thrown)) return thrown;
  const error = asRecord(thrown);
  const data = asRecord(error?.data);
  const dataError = asRecord(data?.error);
  return {
    status: typeof error?.status === 'number' ? error.status : null,
    code: nonBlank(error?.code) ?? nonBlank(dataError?.code),
    text: textOf(error?.data) ?? textOf(thrown),
    serverText: nonBlank(data?.error) ?? nonBlank(dataError?.message),
    retryAt: nonBlank(dataError?.retryAt),
  };
}
