// Re-encrypts every homeowner (rebuilding blind-index tokens and duplicate hashes) and every other encrypted column under a new PII key,
// then writes `pii_key_rotated` to the audit trail.
// Usage: PII_KEY=<new> PII_KEY_PREVIOUS=<old> [DATABASE_URL=…|DATA_DIR=…] node --import tsx scripts/rotate-pii-key.ts
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { configurePii } from '../server/db/pii';
import { rotatePiiKey } from '../server/features/security/pii-key-rotation';

async function main() {
  const newKey = process.env.PII_KEY;
  const previous = (process.env.PII_KEY_PREVIOUS ?? '').split(',').filter(Boolean);
  if (!newKey || previous.length === 0) throw new Error('Set PII_KEY (the new key) and PII_KEY_PREVIOUS (the old key, comma-separated if several)');
  configurePii({ key: newKey, previousKeys: previous });
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const done = await rotatePiiKey(database.db, (line) => console.log(line));
  console.log(`done: ${done.customers} customers and every other encrypted column are under key ${done.keyId}; PII_KEY_PREVIOUS can be removed`);
  await database.close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
