import { describe, expect, it } from 'vitest';
import { guessWorkMapping, matchCustomer, parseImportDate, parseMilestones, validateWorkValues, workRowValues, type CustomerIndex, type ImportWorkValues } from './work-import-row';

const blank: ImportWorkValues = { kind: '', customer: '', customerEmail: '', customerPhone: '', title: '', reference: '', amount: '', paid: '', status: '', date: '', scheduledDate: '', milestones: '', notes: '' };

describe('open quotes and jobs import: one row', () => {
  it('guesses the columns from English and Spanish headers', () => {
    expect(guessWorkMapping(['Type', 'Client name', 'Email', 'Phone', 'Job title', 'Job #', 'Total ($)', 'Amount paid', 'Status', 'Created date', 'Start date', 'Milestones', 'Notes'])).toEqual({
      kind: 0, customer: 1, customerEmail: 2, customerPhone: 3, title: 4, reference: 5, amount: 6, paid: 7, status: 8, date: 9, scheduledDate: 10, milestones: 11, notes: 12,
    });
    const es = guessWorkMapping(['Tipo', 'Cliente', 'Correo electrónico', 'Teléfono', 'Título', 'Número', 'Monto', 'Pagado', 'Estado', 'Fecha', 'Fecha programada', 'Hitos de pago', 'Notas']);
    expect(Object.values(es)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('normalises what is certain: type and status words, money, US dates, milestones', () => {
    const mapping = guessWorkMapping(['Customer', 'Email', 'Phone', 'Total', 'Paid', 'Status', 'Date', 'Milestones']);
    const v = workRowValues(['  Ada  Lovelace ', 'ADA@Example.com', '+1 (512) 555-0101', '$4,000', '1,000.5', 'In Progress', '5/31/2026', 'Deposit: 1000.50 (6/1/2026); 1499.50; Final: $1,500'], mapping);
    expect(v).toMatchObject({
      kind: 'job', // "in progress" is a job status
      customer: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerPhone: '512-555-0101',
      amount: '4000.00',
      paid: '1000.50',
      status: 'in_progress',
      date: '2026-05-31',
      milestones: 'Deposit: 1000.50 (2026-06-01); Progress 1: 1499.50; Final: 1500.00',
    });
    const { errors, parsed } = validateWorkValues(v);
    expect(errors).toEqual([]);
    expect(parsed).toMatchObject({ kind: 'job', status: 'in_progress', amountCents: 400000, paidCents: 100050, date: '2026-05-31' });
    expect(parsed!.milestones.map((m) => [m.name, m.amountCents, m.dueDate, m.milestoneType])).toEqual([
      ['Deposit', 100050, '2026-06-01', 'deposit'],
      ['Progress 1', 149950, null, 'progress'],
      ['Final', 150000, null, 'final'],
    ]);
    // Spanish words too; a quote with no status is a sent quote.
    expect(workRowValues(['Cotización', 'Aprobada'], { ...mapping, customer: null, customerEmail: null, customerPhone: null, amount: null, paid: null, status: 1, date: null, milestones: null, kind: 0 } as never)).toMatchObject({ kind: 'quote', status: 'approved' });
    expect(validateWorkValues({ ...blank, kind: 'quote', customer: 'Ada', amount: '10.00' }).parsed).toMatchObject({ status: 'sent' });
    expect(validateWorkValues({ ...blank, kind: 'job', customer: 'Ada', amount: '10.00', scheduledDate: '2026-07-01' }).parsed).toMatchObject({ status: 'scheduled', scheduledDate: '2026-07-01' });
  });

  it('lists every problem of a row at once, in SPEC words where SPEC has them', () => {
    const { errors, parsed } = validateWorkValues({ ...blank, kind: 'invoice', amount: '12.345', paid: 'lots', status: 'whatever', date: '31/31/2026', milestones: 'Deposit: ten' });
    expect(parsed).toBeNull();
    expect(errors).toEqual([
      { field: 'kind', message: 'Type must be quote or job' },
      { field: 'customer', message: 'Please select a customer' },
      { field: 'amount', message: 'Amount must be a dollar amount, e.g. 1250.00' },
      { field: 'paid', message: 'Amount must be a dollar amount, e.g. 1250.00' },
      { field: 'status', message: 'Status must be draft, sent or approved for a quote; unscheduled, scheduled, in progress, paused or completed for a job' },
      { field: 'date', message: 'Date must look like 2026-05-31 or 5/31/2026' },
      { field: 'milestones', message: 'Milestones must look like Deposit: 500; Final: 1500 (2026-06-30)' },
    ]);
    const base = { ...blank, customer: 'Ada', amount: '1000' };
    expect(validateWorkValues({ ...base, kind: 'job', amount: '' }).errors).toEqual([{ field: 'amount', message: 'Required' }]);
    expect(validateWorkValues({ ...base, kind: 'job', paid: '1000.01' }).errors).toEqual([{ field: 'paid', message: 'Paid cannot be more than the amount' }]);
    expect(validateWorkValues({ ...base, kind: 'job', milestones: '400; 500' }).errors).toEqual([{ field: 'milestones', message: 'Milestones must add up to the amount' }]);
    expect(validateWorkValues({ ...base, kind: 'quote', milestones: '400; 600' }).errors).toEqual([{ field: 'milestones', message: 'Milestones and payments belong to a job: set the type to job' }]);
    expect(validateWorkValues({ ...base, kind: 'quote', status: 'Lost' }).errors).toEqual([{ field: 'status', message: 'Only open quotes and jobs can be imported' }]);
    expect(validateWorkValues({ ...base, kind: 'job', status: 'approved' }).errors[0].field).toBe('status');
  });

  it('reads dates in ISO or US order only, and real ones', () => {
    expect(parseImportDate('2026-02-28')).toBe('2026-02-28');
    expect(parseImportDate('2/3/26')).toBe('2026-02-03');
    for (const bad of ['2026-02-30', '13/1/2026', '31.12.2026', 'tomorrow']) expect(parseImportDate(bad)).toBeNull();
    expect(parseMilestones('500')).toEqual([{ name: 'Final', amountCents: 50000, dueDate: null, milestoneType: 'final' }]);
    expect(parseMilestones('Depósito: 100 (vence 2026-01-02) | Materiales = 200')).toEqual([
      { name: 'Depósito', amountCents: 10000, dueDate: '2026-01-02', milestoneType: 'deposit' },
      { name: 'Materiales', amountCents: 20000, dueDate: null, milestoneType: 'materials' },
    ]);
  });

  it('matches the customer by email, then phone, then a name only one customer has; never by guess', () => {
    const ada = { id: 'a', name: 'Ada Lovelace' };
    const grace = { id: 'g', name: 'Grace Hopper' };
    const index: CustomerIndex = {
      byEmail: new Map([['ada@example.com', ada]]),
      byPhone: new Map([['5125550102', grace]]),
      byName: new Map([['ada lovelace', [ada]], ['grace hopper', [grace]], ['john smith', [{ id: 'j1', name: 'John Smith' }, { id: 'j2', name: 'John Smith' }]]]),
    };
    expect(matchCustomer({ ...blank, customer: 'Grace Hopper', customerEmail: 'ada@example.com' }, index).customer).toBe(ada);
    expect(matchCustomer({ ...blank, customerPhone: '512-555-0102' }, index).customer).toBe(grace);
    expect(matchCustomer({ ...blank, customer: 'ADA  lovelace.' }, index).customer).toBe(ada);
    expect(matchCustomer({ ...blank, customer: 'John Smith' }, index).error?.message).toBe('More than one customer has this name: add their email or phone');
    expect(matchCustomer({ ...blank, customer: 'Nobody', customerEmail: 'no@example.com' }, index)).toEqual({
      customer: null,
      error: { field: 'customer', message: 'No customer matches this name, email or phone: import the customer first' },
    });
  });
});
