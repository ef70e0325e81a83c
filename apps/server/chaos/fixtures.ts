import pg from 'pg';
import { newTotpSecret, totpCodeAt } from '../src/modules/security/totp.ts';
import { hashSecret } from '../src/modules/security/passwords.ts';

/**
 * What the run does around the API, as the tests' fixtures do: operators are created with their
 * TOTP enrolment (an admin would do it in the console), and a bound card is made an established
 * payee (its cooling-off over) so that a withdrawal can go to it within the run.
 * Connections are named `chaos`, so that dropping backends spares them.
 */
export const harnessPool = (url: string) =>
  new pg.Pool({ connectionString: url, max: 2, application_name: 'chaos' });

export interface OperatorLogin {
  username: string;
  password: string;
  /** The authenticator code for now. */
  code: () => string;
}

export const createReviewer = async (pool: pg.Pool, username: string): Promise<OperatorLogin> => {
  const password = 'chaos-operator-password-1';
  const secret = newTotpSecret();
  await pool.query(
    `INSERT INTO operators (username, role, password_hash, totp_secret, totp_enabled_at)
     VALUES ($1, 'reviewer', $2, $3, now())`,
    [username, await hashSecret(password), secret],
  );
  return { username, password, code: () => totpCodeAt(secret, new Date()) };
};

export const establishPayee = async (pool: pg.Pool, cardId: number): Promise<void> => {
  await pool.query(`UPDATE bank_cards SET created_at = now() - interval '48 hours' WHERE id = $1`, [
    cardId,
  ]);
};
