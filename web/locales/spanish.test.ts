// Issue 21 item 11: the Spanish reads as one professional voice. What a machine can check is checked here; the
// trade's words are in docs/glossary.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`)));
}

const spanish = entries(es as Tree);

// Usted forms the app must not use: it speaks tú (imperatives and pronouns addressed to "usted").
const USTED = /\b(usted(es)?|[Rr]evise|[Ii]nténtelo|[Ee]lija|[Aa]gregue|[Cc]onecte|[Cc]onéctelo|[Uu]se|[Ii]nicie|[Ss]eleccione|[Ii]ngrese|[Vv]erifique|[Cc]ompruebe|[Cc]ontacte|[Ee]scriba|[Pp]ida|[Ee]spere|[Dd]esea|[Pp]óngase|[Aa]segúrese|[Ii]ntroduzca|[Uu]tilice|[Gg]uarde|[Aa]bra|[Ii]ndique|[Ll]e enviamos|[Ll]e avisaremos)\b/;

describe('Spanish strings (es.json)', () => {
  it('speak tú, never usted', () => {
    expect(spanish.filter(([, v]) => USTED.test(v)).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it('give every plural group the forms i18next needs in Spanish (one, many, other)', () => {
    const groups = new Map<string, Set<string>>();
    for (const [key] of spanish) {
      const m = key.match(/^(.*)_(zero|one|two|few|many|other)$/);
      if (m) groups.set(m[1], (groups.get(m[1]) ?? new Set()).add(m[2]));
    }
    expect(groups.size).toBeGreaterThan(0);
    const incomplete = [...groups].filter(([, forms]) => !['one', 'many', 'other'].every((f) => forms.has(f))).map(([k, f]) => `${k}: ${[...f].join(', ')}`);
    expect(incomplete).toEqual([]);
  });

  it('write numbers with "#" and contract "de el"/"a el"', () => {
    expect(spanish.filter(([, v]) => /n\.º|(?<!\p{L})(de|a) el(?!\p{L})/iu.test(v)).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it('use one word for each trade term (docs/glossary.md)', () => {
    const avoided = /\b(depósito|pipeline|puertas?|hitos?|importe|jardín)\b/i;
    expect(spanish.filter(([k, v]) => avoided.test(v) && !k.startsWith('crm.fields')).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it('have every key English has', () => {
    const keys = new Set(spanish.map(([k]) => k.replace(/_(one|many|other)$/, '')));
    expect(entries(en as Tree).map(([k]) => k.replace(/_(one|other)$/, '')).filter((k) => !keys.has(k))).toEqual([]);
  });
});

describe('dates', () => {
  // One formatter (web/lib/dates.ts, es-US with spelled months): no page formats a date its own way.
  it('are formatted only by web/lib/dates.ts', () => {
    const root = path.resolve(__dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
      }
    };
    walk(root);
    const own = /toLocaleDateString|toLocaleTimeString|new Intl\.DateTimeFormat|toLocaleString\([^)]*(dateStyle|timeStyle|month|hour)|Date\([^)]*\)\.toLocaleString\(/;
    const offenders = files.filter((f) => !f.endsWith(path.join('lib', 'dates.ts')) && own.test(readFileSync(f, 'utf8'))).map((f) => path.relative(root, f));
    expect(offenders).toEqual([]);
  });
});
