// The whole PII key rotation (docs/operations.md) as scripts/rotate-pii-key.ts runs it, ending with its audit event.
import type { Db } from '../../db/connection';
import { currentPiiKeyId } from '../../db/pii';
import { encryptedColumnsByTable, reencryptColumns } from '../../db/reencrypt-columns';
import { reencryptHomeowners } from '../../db/rotate-pii-key';
import { recordAuditEvent, scriptActor } from '../../audit/audit';

export interface PiiKeyRotationResult {
  keyId: string;
  customers: number;
  otherRows: Record<string, number>;
}

/** Re-encrypts every encrypted column under the current key (PII_KEY), then records `pii_key_rotated`. */
export async function rotatePiiKey(db: Db, log: (line: string) => void = () => {}): Promise<PiiKeyRotationResult> {
  const customers = await reencryptHomeowners(db, (n) => log(`re-encrypted ${n} customers`));
  const otherRows: Record<string, number> = {};
  for (const { name, table, columns } of encryptedColumnsByTable) {
    otherRows[name] = await reencryptColumns(db, table, columns);
    log(`re-encrypted ${otherRows[name]} rows of ${name}`);
  }
  const keyId = currentPiiKeyId();
  await recordAuditEvent(db, {
    action: 'pii_key_rotated',
    actor: scriptActor('scripts/rotate-pii-key.ts'),
    target: { type: 'pii_key', id: keyId },
    details: { keyId, customers, ...otherRows },
  });
  return { keyId, customers, otherRows };
}
