// A waker lives as long as its pg-boss (PGlite, and PostgreSQL with TEST_DATABASE_URL), as a kick does: once the queue's
// boss stops, waking runs nothing, so no test leaves its waker behind for the files after it when vitest shares modules.
import { expect, it } from 'vitest';
import { useTestDb } from '../test/use-test-app';
import { startBoss } from './boss';
import { onWake, wakeQueue } from './wake';

const t = useTestDb();
const quiet = { error: () => {} };

it("a stopped queue leaves no waker registered, and never takes a later queue's waker with it", async () => {
  const runs: string[] = [];
  const older = await startBoss(t.database, quiet);
  const newer = await startBoss(t.database, quiet);
  try {
    onWake('crm-inbound', older.boss, async () => void runs.push('older'), () => {});
    onWake('crm-inbound', newer.boss, async () => void runs.push('newer'), () => {});
    await older.stop();
    await wakeQueue('crm-inbound');
    expect(runs).toEqual(['newer']);
    await newer.stop();
    await wakeQueue('crm-inbound');
    expect(runs).toEqual(['newer']);
  } finally {
    await older.stop();
    await newer.stop();
  }
});
