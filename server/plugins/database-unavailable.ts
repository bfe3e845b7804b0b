// A database that is restarting, failing over or unreachable is not the client's fault and not a bug: the answer is
// 503 with Retry-After, so a load balancer or the client tries again, never a 500 or a hang.

// PostgreSQL SQLSTATEs of a server going away or refusing work: admin/crash shutdown, cannot connect now,
// connection exceptions (class 08), too many connections, and read-only during failover.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '25006', '08000', '08001', '08003', '08004', '08006']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres says these in plain text, without a code.
const UNAVAILABLE_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i, /Connection refused/i];

/** True when the error (or its cause chain: drizzle wraps driver errors) means the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
