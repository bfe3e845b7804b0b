// Which column of an uploaded sheet holds which customer field, guessed from the header row (issue 26). Known exports
// are recognised by their headers (Jobber, Housecall Pro, QuickBooks: see column-guess.test.ts for the cited header
// rows), plus common English and Spanish spellings. The contractor can change every choice before anything is stored.

export const CUSTOMER_IMPORT_FIELDS = ['fullName', 'firstName', 'lastName', 'email', 'phone', 'address', 'address2', 'city', 'state', 'zipCode', 'notes', 'tags'] as const;
export type CustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number];
/** Field → 0-based column index, or null when no column feeds it. */
export type ColumnMapping = Record<CustomerImportField, number | null>;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[#_.:*()/-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// Exact header spellings (after folding), best first within a field: a sheet with both "Mobile Phone" and
// "Home Phone" takes the mobile one, since texts go there.
const SYNONYMS: Record<CustomerImportField, string[]> = {
  fullName: ['full name', 'name', 'customer', 'customer name', 'client', 'client name', 'display name', 'contact', 'contact name', 'nombre completo', 'cliente', 'nombre del cliente', 'contacto'],
  firstName: ['first name', 'firstname', 'first', 'given name', 'nombre', 'nombres', 'primer nombre'],
  lastName: ['last name', 'lastname', 'last', 'surname', 'family name', 'apellido', 'apellidos'],
  email: ['email', 'e mail', 'email address', 'e mails', 'emails', 'primary email', 'correo', 'correo electronico', 'email principal'],
  phone: ['mobile phone', 'mobile', 'mobile number', 'mobile phone s', 'mobile phones', 'cell', 'cell phone', 'phone', 'phone number', 'phone numbers', 'main phone', 'main phone s', 'main phones', 'primary phone', 'phone 1', 'phone1', 'home phone', 'telefono', 'celular', 'movil', 'telefono movil', 'numero de telefono'],
  address: ['address', 'street', 'street address', 'address 1', 'address line 1', 'street 1', 'billing street 1', 'billing street', 'billing address', 'billing address line 1', 'bill address 1', 'service street 1', 'property street', 'direccion', 'calle', 'domicilio'],
  address2: ['address 2', 'address line 2', 'street 2', 'street line 2', 'billing street 2', 'billing address line 2', 'bill address 2', 'direccion 2'],
  city: ['city', 'town', 'billing city', 'bill city', 'billing address city', 'service city', 'ciudad', 'municipio'],
  state: ['state', 'province', 'state province', 'billing state', 'bill state', 'billing address state', 'billing province', 'service state', 'estado', 'provincia'],
  zipCode: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode', 'billing zip', 'billing zip code', 'bill zip', 'billing address postal code', 'billing postal code', 'service zip code', 'codigo postal', 'cp'],
  notes: ['notes', 'note', 'comments', 'comment', 'customer notes', 'notepad', 'notas', 'nota', 'comentarios', 'observaciones'],
  tags: ['tags', 'tag', 'customer tags', 'client tags', 'labels', 'etiquetas', 'etiqueta'],
};

/** Each field's column by exact (folded) header spellings, fields in the given order; a column feeds at most one field. */
export function guessColumns<F extends string>(headers: string[], fields: readonly F[], synonyms: Record<F, string[]>): Record<F, number | null> {
  const folded = headers.map(fold);
  const mapping = Object.fromEntries(fields.map((f) => [f, null])) as Record<F, number | null>;
  const used = new Set<number>();
  for (const field of fields) {
    for (const synonym of synonyms[field]) {
      const index = folded.findIndex((h, i) => h === synonym && !used.has(i));
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
        break;
      }
    }
  }
  return mapping;
}

/** The mapping guessed from a header row; a column feeds at most one field. */
export function guessMapping(headers: string[]): ColumnMapping {
  const mapping = guessColumns(headers, CUSTOMER_IMPORT_FIELDS, SYNONYMS);
  // Separate first and last names win over one full-name column (Housecall Pro sends both "Customer" and the parts).
  if (mapping.firstName !== null && mapping.lastName !== null) mapping.fullName = null;
  // A lone "Nombre"/"Name"-like first-name column with no last name beside it holds the whole name.
  if (mapping.firstName !== null && mapping.lastName === null && mapping.fullName === null) {
    mapping.fullName = mapping.firstName;
    mapping.firstName = null;
  }
  return mapping;
}
