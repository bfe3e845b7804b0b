// Deep-merges a JSON fragment into web/locales/<lang>.json under a lock, so parallel work never clobbers keys.
// Usage: node scripts/locale-merge.mjs <en|es> <fragment.json>
import fs from 'node:fs';
import path from 'node:path';

const [lang, fragmentPath] = process.argv.slice(2);
if (!lang || !fragmentPath) {
  console.error('usage: node scripts/locale-merge.mjs <en|es> <fragment.json>');
  process.exit(2);
}
const target = path.resolve('web/locales', `${lang}.json`);
const lock = `${target}.lock`;
const deadline = Date.now() + 10_000;
let fd;
for (;;) {
  try { fd = fs.openSync(lock, 'wx'); break; } catch {
    if (Date.now() > deadline) { console.error('lock timeout', lock); process.exit(1); }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  const merge = (a, b) => {
    for (const [k, v] of Object.entries(b)) {
      a[k] = v && typeof v === 'object' && !Array.isArray(v) && a[k] && typeof a[k] === 'object' ? merge(a[k], v) : v;
    }
    return a;
  };
  const current = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
  const fragment = JSON.parse(fs.readFileSync(fragmentPath, 'utf8'));
  fs.writeFileSync(target, JSON.stringify(merge(current, fragment), null, 2) + '\n');
} finally {
  fs.closeSync(fd);
  fs.unlinkSync(lock);
}
