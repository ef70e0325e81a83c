import type pg from 'pg';

/** `SELECT 1` on a connection of the pool: resolves once PostgreSQL has answered. */
export const selectOne = async (pool: pg.Pool): Promise<void> => {
  await pool.query('SELECT 1');
};
