export type FinnhubErrorCode =
  /** An {"type":"error"} frame from Finnhub. */
  | 'feed-error'
  /** A frame that is not JSON or not the documented shape (see finnhub-provider.ts). */
  | 'bad-frame'
  /** The socket failed to connect or broke. */
  | 'connection'
  /** No frame and no pong within a heartbeat interval: the connection is dropped and redone. */
  | 'stalled'
  /** The candles endpoint answered with an error status or an unexpected body. */
  | 'http'
  /** The instrument has no Finnhub symbol (indices): it is never ticked. */
  | 'unsupported-symbol';

export class FinnhubError extends Error {
  constructor(
    message: string,
    readonly code: FinnhubErrorCode,
    /** The HTTP status, for 'http'. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FinnhubError';
  }
}
