// A realistic customer sheet of N rows (about 400 bytes each, so 20,000 rows ≈ 8 MB): 1 % bad rows, 1 % repeats.
const FIRST = ['Ana', 'John', 'María', 'Grace', 'Luis', 'Emily', 'José', 'Sarah', 'Carlos', 'Linda'];
const LAST = ['Smith', 'García', 'Johnson', 'de la Cruz', 'Brown', 'Martínez', 'Davis', 'López', 'Wilson', 'Hernández'];
const STATES = ['Texas', 'TX', 'California', 'Florida', 'NY', 'Arizona'];

export function customerSheet(rows: number, padTo = 400): string {
  const lines = ['First Name,Last Name,Email,Mobile Phone,Street,City,State,Zip,Tags,Notes'];
  for (let i = 0; i < rows; i++) {
    const n = i % 100 === 99 ? i - 1 : i; // every 100th row repeats the one before (same email and phone)
    const phone = `+1 (5${String(n % 100).padStart(2, '0')}) ${String(200 + (n % 800)).padStart(3, '0')}-${String(n % 10000).padStart(4, '0')}`;
    const zip = i % 100 === 50 ? '7870' : `${String(10000 + (n % 89999)).padStart(5, '0')}-1234`; // every 100th a bad ZIP
    const base = [FIRST[n % 10], LAST[(n >> 3) % 10], `customer${n}@example.com`, phone, `${n} Cedar Fence Rd`, 'Austin', STATES[n % STATES.length], zip, 'imported;fence'];
    const line = base.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',');
    const note = `Cedar privacy fence, 6 ft, gate on the north side. Customer since ${2010 + (n % 14)}. `;
    lines.push(`${line},"${note.repeat(Math.max(1, Math.ceil((padTo - line.length) / note.length)))}"`);
  }
  return `${lines.join('\n')}\n`;
}
