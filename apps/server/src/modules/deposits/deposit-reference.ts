import { randomBytes } from 'node:crypto';

/**
 * A deposit's reference: a bank deposit's is issued before the customer makes the transfer that
 * quotes it (issue 31 item 7); a crypto deposit's when the chain watcher credits the transfer.
 * Nothing is stored: 40 random bits are not guessed, and the unique reference of the deposits
 * table lets one deposit only use it.
 */
export const issueDepositReference = (): string =>
  `D${randomBytes(5).toString('hex').toUpperCase()}`;
