/** SQLSTATE of a unique constraint's refusal. */
export const PG_UNIQUE_VIOLATION = '23505';

/** What PostgreSQL said about a failed statement. */
export interface PgErrorFields {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * PostgreSQL's fields of a failed query's error, whether the driver's error arrives as it is
 * or wrapped by drizzle (which keeps it as `cause`): the one place that knows the two shapes.
 */
export const pgErrorOf = (error: unknown): PgErrorFields => {
  if (typeof error !== 'object' || error === null) return {};
  const { cause } = error as { cause?: unknown };
  return (typeof cause === 'object' && cause !== null ? cause : error) as PgErrorFields;
};

/** A unique constraint refused the statement (the named one, when given: matched by part). */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const fields = pgErrorOf(error);
  return (
    fields.code === PG_UNIQUE_VIOLATION &&
    (constraint === undefined || fields.constraint?.includes(constraint) === true)
  );
};
