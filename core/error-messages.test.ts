import { describe, expect, it } from 'vitest';
import { englishFormats, errorMessage, errorMessages, placeholdersOf, renderEnglish } from './error-messages';
import { AppError, fieldValidationError, notFound, schemaMessage } from './errors';

describe('errorMessage', () => {
  it('fills numbers into the English text and keeps key and parameters for the other languages', () => {
    expect(errorMessage('errors.auth.loginThrottled', { minutes: 15 })).toEqual({
      text: 'Too many failed login attempts. Try again in 15 minutes.',
      key: 'errors.auth.loginThrottled',
      params: { minutes: 15 },
    });
  });

  it('words statuses and lists of statuses without underscores, as the wire always said', () => {
    expect(errorMessage('signedInErrors.quotes.transitionForbidden', { from: 'draft', to: 'paid', allowed: ['sent', 'converted_to_job', 'lost'] }).text)
      .toBe('A quote that is draft cannot become paid. It can become: sent, converted to job, lost.');
    expect(errorMessage('signedInErrors.jobs.transitionForbidden', { from: 'in_progress', to: 'unscheduled' }).text)
      .toBe('A in progress job cannot move to unscheduled');
  });

  it('a message without parameters carries none', () => {
    expect(errorMessage('signedInErrors.customers.notFound')).toEqual({ text: 'Customer not found', key: 'signedInErrors.customers.notFound' });
  });
});

describe('templates', () => {
  it('reads placeholders with and without a format', () => {
    expect(placeholdersOf('A {{from, jobStatus}} job, {{n}} times')).toEqual([{ name: 'from', format: 'jobStatus' }, { name: 'n' }]);
    expect(placeholdersOf('No parameters')).toEqual([]);
  });

  it('every format a template names has an English wording', () => {
    const formats = Object.values(errorMessages).flatMap((t) => placeholdersOf(t).map((p) => p.format)).filter(Boolean);
    expect(formats.filter((f) => !(f! in englishFormats))).toEqual([]);
  });

  it('a missing parameter renders empty rather than as a raw placeholder', () => {
    expect(renderEnglish('Wait {{minutes}} minutes', {})).toBe('Wait  minutes');
  });
});

describe('AppError bodies (DESIGN §4 plus key and params)', () => {
  it('carries key and params beside the English message', () => {
    expect(new AppError('RATE_LIMITED', errorMessage('errors.auth.loginThrottled', { minutes: 3 })).toBody()).toEqual({
      message: 'Too many failed login attempts. Try again in 3 minutes.',
      code: 'RATE_LIMITED',
      key: 'errors.auth.loginThrottled',
      params: { minutes: 3 },
    });
  });

  it('gives field errors the same key', () => {
    expect(fieldValidationError('customer.zipCode', errorMessage('validation.no_contractor_serves_this_zip_code_yet')).toBody()).toEqual({
      message: 'No contractor serves this ZIP code yet',
      code: 'VALIDATION',
      key: 'validation.no_contractor_serves_this_zip_code_yet',
      errors: [{ path: 'customer.zipCode', message: 'No contractor serves this ZIP code yet', key: 'validation.no_contractor_serves_this_zip_code_yet' }],
    });
  });

  it('a schema message has no key; notFound defaults to "Not found"', () => {
    expect(new AppError('VALIDATION', schemaMessage('Title is required')).toBody()).toEqual({ message: 'Title is required', code: 'VALIDATION' });
    expect(notFound().toBody()).toEqual({ message: 'Not found', code: 'NOT_FOUND', key: 'errors.common.notFound' });
  });
});
