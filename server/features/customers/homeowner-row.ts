// Moved below the features (server/db/homeowner-columns.ts) so the import can derive the same columns.
export { derivedHomeownerColumns, duplicateTerms } from '../../db/homeowner-columns';
