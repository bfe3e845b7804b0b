// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../core/auth/auth.schema';
import { homePathFor } from '../lib/current-user';
import { redirectFor, safeRedirectTarget } from './route-guard';
import { isPathActive } from './shell/nav-link';

const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  email: 'c@example.com',
  firstName: 'Dale',
  lastName: 'Fenn',
  name: null,
  isAdmin: false,
  onboardingComplete: true,
  contractorId: 'c1',
  ...over,
});
const admin = user({ isAdmin: true, contractorId: null });
const newbie = user({ onboardingComplete: false });

describe('redirectFor (SPEC §4 sign-in redirect rule, §6 roles)', () => {
  it('sends a visitor on a protected page to /login with the page as redirect, without lang', () => {
    expect(redirectFor('contractor', null, '/jobs/42', '?tab=notes&lang=es')).toBe('/login?redirect=%2Fjobs%2F42%3Ftab%3Dnotes');
    expect(redirectFor('admin', null, '/admin', '')).toBe('/login?redirect=%2Fadmin');
    expect(redirectFor('onboarding', null, '/onboarding', '')).toBe('/login?redirect=%2Fonboarding');
  });

  it('lets anyone open public pages', () => {
    for (const u of [null, admin, newbie, user()]) expect(redirectFor('public', u, '/', '')).toBeNull();
  });

  it('redirect-if-authenticated: admin → /admin, complete → requested page, otherwise /onboarding', () => {
    expect(redirectFor('redirectIfAuthenticated', null, '/login', '?redirect=%2Fjobs')).toBeNull();
    expect(redirectFor('redirectIfAuthenticated', admin, '/login', '?redirect=%2Fjobs')).toBe('/admin');
    expect(redirectFor('redirectIfAuthenticated', user(), '/login', '?redirect=%2Fjobs%2F7')).toBe('/jobs/7');
    expect(redirectFor('redirectIfAuthenticated', user(), '/login', '')).toBe('/dashboard');
    expect(redirectFor('redirectIfAuthenticated', newbie, '/login', '?redirect=%2Fjobs')).toBe('/onboarding');
  });

  it('never redirects off-site', () => {
    expect(redirectFor('redirectIfAuthenticated', user(), '/login', '?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('//evil.example/x')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
    expect(safeRedirectTarget('/quotes')).toBe('/quotes');
  });

  it('contractor pages: admins go to /admin, unfinished onboarding to /onboarding', () => {
    expect(redirectFor('contractor', admin, '/dashboard', '')).toBe('/admin');
    expect(redirectFor('contractor', newbie, '/dashboard', '')).toBe('/onboarding');
    expect(redirectFor('contractor', user(), '/dashboard', '')).toBeNull();
  });

  it('onboarding is only for contractors who have not finished it', () => {
    expect(redirectFor('onboarding', newbie, '/onboarding', '')).toBeNull();
    expect(redirectFor('onboarding', user(), '/onboarding', '')).toBe('/dashboard');
    expect(redirectFor('onboarding', admin, '/onboarding', '')).toBe('/admin');
  });

  it('the admin area is only for admins', () => {
    expect(redirectFor('admin', admin, '/admin', '?tab=contractors&action=new')).toBeNull();
    expect(redirectFor('admin', user(), '/admin', '')).toBe('/dashboard');
    expect(redirectFor('admin', newbie, '/admin', '')).toBe('/onboarding');
  });
});

describe('logo link (SPEC §2)', () => {
  it('points to /, /admin, /dashboard or /onboarding', () => {
    expect(homePathFor(null)).toBe('/');
    expect(homePathFor(user(), true)).toBe('/');
    expect(homePathFor(admin)).toBe('/admin');
    expect(homePathFor(user())).toBe('/dashboard');
    expect(homePathFor(newbie)).toBe('/onboarding');
  });
});

describe('active navigation (SPEC §2)', () => {
  it('Jobs is active for /jobs and /jobs/{id}, not for /jobsite', () => {
    expect(isPathActive('/jobs', ['/jobs'])).toBe(true);
    expect(isPathActive('/jobs/123', ['/jobs'])).toBe(true);
    expect(isPathActive('/jobsite', ['/jobs'])).toBe(false);
  });

  it('/customers and /customers/{id} mark the bottom bar (More)', async () => {
    const { MORE_PATHS } = await import('./shell/bottom-bar');
    expect(isPathActive('/customers', MORE_PATHS)).toBe(true);
    expect(isPathActive('/customers/abc', MORE_PATHS)).toBe(true);
    expect(isPathActive('/dashboard', MORE_PATHS)).toBe(false);
  });
});
