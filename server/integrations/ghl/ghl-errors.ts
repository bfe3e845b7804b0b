// What went wrong talking to the CRM, in terms the sync can act on: retry later, reconnect, or fix the data.
export type GhlErrorKind =
  | 'unauthorized' // token refused or expired: refresh (OAuth) or reconnect
  | 'forbidden' // the token has no access to this location or scope
  | 'not_found'
  | 'invalid' // the CRM refused the data (400/422): retrying the same thing will not help
  | 'rate_limited' // 429 after riding out Retry-After a few times, or the day's budget is spent
  | 'server' // 5xx
  | 'network'; // unreachable, timed out

export class GhlApiError extends Error {
  constructor(
    readonly kind: GhlErrorKind,
    message: string,
    readonly status?: number,
    /** When the CRM said when to come back (Retry-After, end of the day's budget). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'GhlApiError';
  }

  /** Worth trying again later as it is (the job's back-off), as opposed to needing a person. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'server' || this.kind === 'network';
  }
}

export function isGhlApiError(error: unknown): error is GhlApiError {
  return error instanceof GhlApiError;
}
