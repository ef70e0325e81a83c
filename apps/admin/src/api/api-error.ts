/** A refused API call: the server's error code and its message, already translated. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface FailureBody {
  code?: unknown;
  message?: unknown;
}

/** The server answers `{ code, message }` on every failure (message may be a list). */
export const toApiError = (status: number, body: unknown): ApiError => {
  const failure = (typeof body === 'object' && body !== null ? body : {}) as FailureBody;
  const code = typeof failure.code === 'string' ? failure.code : `HTTP_${status}`;
  const message = Array.isArray(failure.message)
    ? failure.message.join(' ')
    : typeof failure.message === 'string'
      ? failure.message
      : code;
  return new ApiError(status, code, message);
};
