import { DomainError } from './domain-error.ts';

/**
 * A decision names the version of the record the operator saw (the shared schemas require
 * it). Called on the row as locked for the decision, so nothing can move it in between: a
 * record that changed since the screen showed it is refused, not decided blind.
 */
export const refuseIfChanged = (row: { version: number }, seen: number): void => {
  if (row.version !== seen) throw new DomainError('RECORD_CHANGED');
};
