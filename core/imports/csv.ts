// RFC 4180 CSV reading (quoted fields, doubled quotes, CRLF, a UTF-8 BOM), with the delimiter guessed from the header
// line: spreadsheets saved in Spanish-language locales use ';', some exports use tabs.
const DELIMITERS = [',', ';', '\t'] as const;

export function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let best = ',';
  let bestCount = 0;
  for (const d of DELIMITERS) {
    const n = firstLine.split(d).length - 1;
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

/**
 * Every record of the text as an array of cells; blank lines are dropped. Unquoted cells are sliced out of the text
 * (no character-by-character concatenation: an 8 MB file would leave hundreds of MB of garbage behind).
 */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = guessDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  const endRow = () => {
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  while (i <= n) {
    if (i === n) {
      if (row.length > 0) endRow();
      break;
    }
    let cell: string;
    if (text[i] === '"') {
      // Quoted: up to the closing quote, "" standing for one quote.
      let j = i + 1;
      const parts: string[] = [];
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) {
          parts.push(text.slice(j));
          j = n;
          break;
        }
        parts.push(text.slice(j, q));
        if (text[q + 1] === '"') {
          parts.push('"');
          j = q + 2;
          continue;
        }
        j = q + 1;
        break;
      }
      cell = parts.join('');
      // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
      let k = j;
      while (k < n && text[k] !== delimiter && text[k] !== '\n' && text[k] !== '\r') k++;
      if (k > j) cell += text.slice(j, k);
      i = k;
    } else {
      let k = i;
      while (k < n && text[k] !== delimiter && text[k] !== '\n' && text[k] !== '\r') k++;
      cell = text.slice(i, k);
      i = k;
    }
    row.push(cell);
    if (i >= n) {
      endRow();
      break;
    }
    const ch = text[i];
    if (ch === delimiter) {
      i++;
      if (i === n) {
        row.push('');
        endRow();
        break;
      }
    } else {
      // \r\n, \n or a lone \r ends the record.
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      endRow();
    }
  }
  return rows;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV cell; a leading =, +, - or @ is prefixed with ' so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
