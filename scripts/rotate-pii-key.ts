// Re-encrypts every homeowner (and the customer fields of calendar events) under a new PII key and rebuilds their blind-index tokens and duplicate hashes.
// Usage: PII_KEY=<new> PII_KEY_PREVIOUS=<old> [DATABASE_URL=…|DATA_DIR=…] node --import tsx scripts/rotate-pii-key.ts
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { configurePii, currentPiiKeyId } from '../server/db/pii';
import { reencryptHomeowners } from '../server/db/rotate-pii-key';
import { reencryptCalendarEvents } from '../server/features/calendar/calendar-pii';

async function main() {
  const newKey = process.env.PII_KEY;
  const previous = (process.env.PII_KEY_PREVIOUS ?? '').split(',').filter(Boolean);
  if (!newKey || previous.length === 0) throw new Error('Set PII_KEY (the new key) and PII_KEY_PREVIOUS (the old key, comma-separated if several)');
  configurePii({ key: newKey, previousKeys: previous });
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const done = await reencryptHomeowners(database.db, (n) => console.log(`re-encrypted ${n} customers`));
  const events = await reencryptCalendarEvents(database.db, (n) => console.log(`re-encrypted ${n} calendar events`));
  console.log(`done: ${done} customers and ${events} calendar events are under key ${currentPiiKeyId()}; PII_KEY_PREVIOUS can be removed`);
  await database.close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
