import { describe, expect, it } from 'vitest';
import { guessMapping } from './column-guess';

const named = (headers: string[]) => {
  const m = guessMapping(headers);
  return Object.fromEntries(Object.entries(m).filter(([, i]) => i !== null).map(([f, i]) => [f, headers[i!]]));
};

describe('guessMapping', () => {
  it('recognises a Housecall Pro customer export', () => {
    // Header row of Housecall Pro's exported customer report, as listed (columns I–V) in "Exported Report Breakdown",
    // https://help.housecallpro.com/en/articles/2999685-exported-report-breakdown
    const hcp = ['Invoice Number', 'Created At', 'Date', 'End Time', 'Customer', 'First Name', 'Last Name', 'Email', 'Company', 'Mobile Phone', 'Home Phone', 'Customer Tags', 'Address', 'Street', 'Street Line 2', 'City', 'State', 'Zip'];
    expect(named(hcp)).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Mobile Phone',
      address: 'Address',
      address2: 'Street Line 2',
      city: 'City',
      state: 'State',
      zipCode: 'Zip',
      tags: 'Customer Tags',
    });
  });

  it('recognises a QuickBooks customer list', () => {
    // QuickBooks Desktop customer list fields (Name, Bill Address 1–4, Bill City/State/Zip, Phone, Email, Notes) as
    // listed at https://syncandsave.uservoice.com/knowledgebase/articles/218828-submissions-exporting-to-quickbooks-customer
    const qb = ['Name', 'Company Name', 'Salutation', 'First Name', 'Middle Initial', 'Last Name', 'Contact', 'Phone', 'Fax', 'Alt. Phone', 'Email', 'Bill Address 1', 'Bill Address 2', 'Bill City', 'Bill State', 'Bill Zip', 'Bill Country', 'Notes'];
    expect(named(qb)).toMatchObject({ firstName: 'First Name', lastName: 'Last Name', phone: 'Phone', email: 'Email', address: 'Bill Address 1', address2: 'Bill Address 2', city: 'Bill City', state: 'Bill State', zipCode: 'Bill Zip', notes: 'Notes' });
    expect(guessMapping(qb).fullName).toBeNull();
    // QuickBooks Online import/export field names (Display Name As, Billing Address Line 1 …), as listed at
    // https://dancingnumbers.com/import-customer-list-into-qbo-with-dnonline
    const qbo = ['Title', 'Company', 'First Name', 'Middle Name', 'Last Name', 'Suffix', 'Display Name As', 'Billing Address Line 1', 'Billing Address Line 2', 'Billing Address City', 'Billing Address Postal Code', 'Billing Address Country', 'Billing Address State', 'Email', 'Phone'];
    expect(named(qbo)).toMatchObject({ address: 'Billing Address Line 1', address2: 'Billing Address Line 2', city: 'Billing Address City', state: 'Billing Address State', zipCode: 'Billing Address Postal Code' });
  });

  it('recognises a Jobber client export', () => {
    // Jobber client fields (display name, billing address street 1/2, city, province/state, postal code), as described
    // in https://support.advancedjobberintegration.com/portal/en/kb/articles/understanding-client-data; the export
    // spells them "Billing Street 1", "Billing Zip code", "Main Phone #s", "E-mails".
    const jobber = ['J-ID', 'Display Name', 'Company Name', 'Title', 'First Name', 'Last Name', 'Main Phone #s', 'Mobile Phone #s', 'E-mails', 'Tags', 'Billing Street 1', 'Billing Street 2', 'Billing City', 'Billing State', 'Billing Country', 'Billing Zip code'];
    expect(named(jobber)).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      phone: 'Mobile Phone #s',
      email: 'E-mails',
      tags: 'Tags',
      address: 'Billing Street 1',
      address2: 'Billing Street 2',
      city: 'Billing City',
      state: 'Billing State',
      zipCode: 'Billing Zip code',
    });
  });

  it('reads Spanish headers, one full-name column and odd spacing', () => {
    expect(named(['Nombre completo', 'Correo electrónico', 'Teléfono', 'Dirección', 'Ciudad', 'Estado', 'Código postal', 'Notas', 'Etiquetas'])).toEqual({
      fullName: 'Nombre completo',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      address: 'Dirección',
      city: 'Ciudad',
      state: 'Estado',
      zipCode: 'Código postal',
      notes: 'Notas',
      tags: 'Etiquetas',
    });
    expect(named(['Nombre', 'Apellidos', 'Celular'])).toEqual({ firstName: 'Nombre', lastName: 'Apellidos', phone: 'Celular' });
    // "Nombre" alone holds the whole name.
    expect(named(['Nombre', 'Teléfono'])).toEqual({ fullName: 'Nombre', phone: 'Teléfono' });
    expect(named(['  E-Mail ', 'ZIP_CODE', 'Phone Number'])).toEqual({ email: '  E-Mail ', zipCode: 'ZIP_CODE', phone: 'Phone Number' });
  });

  it('maps nothing it does not recognise and never one column twice', () => {
    expect(named(['Foo', 'Bar'])).toEqual({});
    const m = guessMapping(['Phone', 'Phone']);
    expect(m.phone).toBe(0);
  });
});
