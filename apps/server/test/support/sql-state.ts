/** The SQLSTATE a query failed with (drizzle wraps the driver's error in `cause`), or none. */
export const sqlStateOf = async (query: Promise<unknown>): Promise<string | undefined> => {
  try {
    await query;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
};
