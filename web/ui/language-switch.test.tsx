// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import '../lib/i18n';
import { LanguageSwitch } from './language-switch';

afterEach(cleanup);

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <LanguageSwitch />
    </Router>,
  );
  return location;
}

// The shell header and the homeowner's quote page share this switch (SPEC §1).
describe('LanguageSwitch', () => {
  it('is a labelled group of EN and ES toggles with the current language pressed', () => {
    renderAt('/customer/quote/abc/view?lang=es');
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'ES' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('defaults to EN without ?lang=', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sets ?lang= in the address, keeping the path and other parameters, replacing the entry', () => {
    const location = renderAt('/customer/quote/abc/view?x=1');
    fireEvent.click(screen.getByRole('button', { name: 'ES' }));
    expect(location.history.at(-1)).toBe('/customer/quote/abc/view?x=1&lang=es');
    expect(location.history).toHaveLength(1);
  });
});
