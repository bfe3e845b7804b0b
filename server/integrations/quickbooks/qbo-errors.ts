// What went wrong talking to QuickBooks, in terms the sync can act on, keeping QuickBooks' own words (Fault.Error).
export type QboErrorKind =
  | 'unauthorized' // access token refused (refresh), or the grant is gone (invalid_grant: reconnect)
  | 'forbidden'
  | 'not_found'
  | 'invalid' // a ValidationFault or 400: the data needs a person
  | 'stale' // 5010: someone else changed it since we read it; read again and retry
  | 'duplicate_name' // 6240: a customer, vendor or employee already has the name
  | 'duplicate_number' // 6140: the DocNumber is used by another transaction
  | 'deposited' // 6540: the payment is in a bank deposit and cannot change
  | 'rate_limited' // 429 after riding out a few
  | 'server' // 5xx
  | 'network';

export interface QboFaultError {
  Message?: string;
  Detail?: string;
  code?: string;
  element?: string;
}

export class QboApiError extends Error {
  constructor(
    readonly kind: QboErrorKind,
    message: string,
    readonly status?: number,
    /** QuickBooks' error code (Fault.Error[0].code: '6240', '5010', …). */
    readonly code?: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'QboApiError';
  }

  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'server' || this.kind === 'network';
  }
}

export const isQboApiError = (error: unknown): error is QboApiError => error instanceof QboApiError;

const KIND_BY_CODE: Record<string, QboErrorKind> = { '5010': 'stale', '6240': 'duplicate_name', '6140': 'duplicate_number', '6540': 'deposited' };

/** The error a Fault body stands for (HTTP 200 or 4xx alike). */
export function qboFaultError(fault: { Error?: QboFaultError[]; type?: string }, status: number): QboApiError {
  const first = fault.Error?.[0] ?? {};
  const code = first.code ?? '';
  // QuickBooks' words: "Duplicate Name Exists Error: The name supplied already exists. …" (Message, then Detail).
  const words = [first.Message, first.Detail && first.Detail !== first.Message ? first.Detail : undefined].filter(Boolean).join(': ') || fault.type || 'QuickBooks refused the request';
  const message = (code ? `${words} (${code})` : words).slice(0, 500);
  let kind = KIND_BY_CODE[code];
  if (!kind) {
    if (status === 401 || fault.type === 'AUTHENTICATION' || code === '3200') kind = 'unauthorized';
    else if (status === 403 || fault.type === 'AuthorizationFault') kind = 'forbidden';
    else if (status === 429 || code === '003001') kind = 'rate_limited';
    else if (status >= 500) kind = 'server';
    else if (status === 404 || code === '610') kind = 'not_found';
    else kind = 'invalid';
  }
  return new QboApiError(kind, message, status, code || undefined);
}
