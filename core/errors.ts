// One error type for the whole product (CONVENTIONS habit 5): a code the client can read and an HTTP status.
import { errorMessage, type ErrorMessageKey, type LocalizedMessage, type MessageParams } from './error-messages';

export const errorStatus = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  // A webhook whose sender could not be verified (signature, freshness, replay): not a missing session.
  SIGNATURE_INVALID: 401,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  // An outside service (Stripe) did not answer: nothing the caller did wrong, try again shortly.
  UPSTREAM_UNAVAILABLE: 503,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** `key` and `params` are there when the server made the message (core/error-messages.ts); schema messages have none. */
export interface FieldError {
  path: string;
  message: string;
  key?: ErrorMessageKey;
  params?: MessageParams;
}

/** The JSON body of every error answer (DESIGN §4), plus the message's locale key and parameters. */
export interface ErrorBody {
  message: string;
  code?: string;
  key?: ErrorMessageKey;
  params?: MessageParams;
  errors?: FieldError[];
}

/** The body fields of a server-made message: English `message`, its `key` and `params`. */
export function messageFields(m: LocalizedMessage): Pick<ErrorBody, 'message' | 'key' | 'params'> {
  return { message: m.text, key: m.key, ...(m.params ? { params: m.params } : {}) };
}

export function fieldError(path: string, m: LocalizedMessage): FieldError {
  return { path, ...messageFields(m) };
}

/** A core schema's own message (SPEC §5): it has no key, the web translates it by its text (`validation.*`). */
export interface SchemaMessage {
  text: string;
  key?: undefined;
  params?: undefined;
}
export const schemaMessage = (text: string): SchemaMessage => ({ text });

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly key?: ErrorMessageKey;
  readonly params?: MessageParams;
  readonly errors?: FieldError[];

  // Never bare text: a server-made message has a key, a schema's message says it is one.
  constructor(code: ErrorCode, message: LocalizedMessage | SchemaMessage, errors?: FieldError[]) {
    super(message.text);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.key = message.key;
    this.params = message.params;
    this.errors = errors;
  }

  toBody(): ErrorBody {
    return {
      message: this.message,
      code: this.code,
      ...(this.key ? { key: this.key } : {}),
      ...(this.params ? { params: this.params } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const notFound = (message: LocalizedMessage = errorMessage('errors.common.notFound')) => new AppError('NOT_FOUND', message);

/** A 400 whose one field error says the same as the answer. */
export const fieldValidationError = (path: string, message: LocalizedMessage) => new AppError('VALIDATION', message, [fieldError(path, message)]);

/** A 400 with every field's message at once (issue 21: a form shows them all); the answer says the first. */
export const fieldValidationErrors = (problems: readonly (readonly [path: string, message: LocalizedMessage])[]) =>
  new AppError('VALIDATION', problems[0][1], problems.map(([path, m]) => fieldError(path, m)));
