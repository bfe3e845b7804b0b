// Signing in and out, the current user, and the password links of invitations and resets (SPEC §7, DESIGN §4).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { currentUserSchema, forgotPasswordSchema, loginSchema, passwordLinkInfoSchema, passwordLinkSchema, setPasswordSchema } from './auth.schema';
import { changePasswordSchema } from './change-password.schema';

const tags = ['auth'];

/** DESIGN §4: the CSRF token for the double-submit cookie this answer sets (the web's api-client fetches it once). */
export const getCsrfToken = defineContract({ method: 'GET', path: '/api/csrf-token', response: z.object({ csrfToken: z.string() }), public: true, tags });

/** DESIGN §4: 200 with the body of GET /api/auth/me and a session cookie; 401 "Invalid email or password". */
export const login = defineContract({ method: 'POST', path: '/api/auth/login', body: loginSchema, response: currentUserSchema, public: true, tags });

export const getCurrentUser = defineContract({ method: 'GET', path: '/api/auth/me', response: currentUserSchema, tags });

/** A signed-in user's own password: the current one is checked, every other session of theirs ends, it is audited. */
export const changePassword = defineContract({
  method: 'POST',
  path: '/api/auth/change-password',
  body: changePasswordSchema,
  response: z.object({ ok: z.literal(true), endedSessions: z.number() }),
  tags,
});

/** Public: signing out an expired or already-ended session still clears the cookie (idempotent, no body). */
export const logout = defineContract({ method: 'POST', path: '/api/auth/logout', response: z.object({ ok: z.boolean() }), public: true, tags });

/** The same answer whether or not the email has an account. */
export const requestPasswordReset = defineContract({
  method: 'POST',
  path: '/api/auth/password-reset',
  body: forgotPasswordSchema,
  response: z.object({ ok: z.literal(true) }),
  status: 202,
  public: true,
  tags,
});

export const inspectPasswordLink = defineContract({ method: 'POST', path: '/api/auth/password-link', body: passwordLinkSchema, response: passwordLinkInfoSchema, public: true, tags });

export const setPassword = defineContract({ method: 'POST', path: '/api/auth/set-password', body: setPasswordSchema, response: currentUserSchema, public: true, tags });
