/**
 * Text matched literally inside a LIKE or ILIKE pattern: PostgreSQL's default escape character
 * is the backslash, so it and the two wildcards (`%`, `_`) are escaped.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
