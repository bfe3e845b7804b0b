// SPEC §3: job numbers are stored as "JOB-" + zero-padded sequence and shown stripped.
export const JOB_NUMBER_PREFIX = 'JOB-';
const PAD = 6;

export function makeJobNumber(sequence: number): string {
  return `${JOB_NUMBER_PREFIX}${String(sequence).padStart(PAD, '0')}`;
}

/** "JOB-000042" → "42"; all zeros → "0". Anything without the prefix is returned trimmed of leading zeros too. */
export function displayJobNumber(jobNumber: string): string {
  const digits = jobNumber.startsWith(JOB_NUMBER_PREFIX) ? jobNumber.slice(JOB_NUMBER_PREFIX.length) : jobNumber;
  const stripped = digits.replace(/^0+/, '');
  return stripped === '' ? '0' : stripped;
}
