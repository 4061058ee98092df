/** A CallFailure for a fake service to reject with, as src/services/call-failure.ts would read it. */
import { UNKNOWN_FAILURE, type CallFailure } from '../../domain/call-failure';

export const callFailure = (fields: Partial<CallFailure> = {}): CallFailure => ({ ...UNKNOWN_FAILURE, ...fields });
