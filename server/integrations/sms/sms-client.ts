// SMS provider client for the Textbelt-style HTTP API (https://docs.textbelt.com/):
// POST {SMS_API_URL} with JSON {phone, message, key} → {success, textId?, quotaRemaining?, error?}.
export interface SmsResult {
  ok: boolean;
  providerMessageId?: string;
  error?: string;
}

export interface SmsClient {
  send(to: string, message: string): Promise<SmsResult>;
}

export interface SmsClientOptions {
  apiUrl: string;
  apiKey?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export function createSmsClient(options: SmsClientOptions): SmsClient {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    async send(to, message) {
      try {
        const res = await doFetch(options.apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ phone: to, message, key: options.apiKey ?? '' }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        const body = (await res.json().catch(() => null)) as { success?: boolean; textId?: string | number; error?: string } | null;
        if (!res.ok || !body?.success) return { ok: false, error: body?.error ?? `SMS provider answered ${res.status}` };
        return { ok: true, providerMessageId: body.textId != null ? String(body.textId) : undefined };
      } catch (error) {
        // Never leak the key or the body into logs: only the reason.
        return { ok: false, error: error instanceof Error ? error.message : 'SMS provider unreachable' };
      }
    },
  };
}

/** E.164 for a US 10-digit number ("555-123-4567" → "+15551234567"); other input is passed on as given. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return phone;
}
