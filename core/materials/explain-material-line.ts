// "Why this quantity" for a materials line, in English (PDF fallback, logs, tests); the web words the same numbers
// through i18n (materials.why.<rule>).
import type { MaterialLine } from './material-line';

const n = (v: number | undefined) => String(Math.round((v ?? 0) * 100) / 100);

/** "24 × 3 + 2 × 4" from basis keys like bags3: 24, bags4: 2. */
export function groupsOf(basis: Record<string, number>, prefix: string): string {
  return Object.entries(basis)
    .filter(([k]) => k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length)))
    .sort(([a], [b]) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
    .map(([k, v]) => `${v} × ${k.slice(prefix.length)}`)
    .join(' + ');
}

function working(l: MaterialLine): string {
  const b = l.basis;
  switch (l.rule) {
    case 'posts': return [b.line && `${b.line} line`, b.end && `${b.end} end`, b.corner && `${b.corner} corner`, b.gate && `${b.gate} gate`].filter(Boolean).join(' + ') + ' posts';
    case 'concrete': return `posts × bags per post: ${groupsOf(b, 'bags')} (hole volume − post volume ÷ bag yield, per post, rounded up)`;
    case 'rails': return `${b.sections} sections × ${b.railsPerSection ?? '?'} rails`;
    case 'pickets': return `${n(b.fenceInches)} in of fence ÷ (picket width + gap), per stretch between posts, rounded up`;
    case 'panels': return `one panel per section: ${b.sections} sections`;
    case 'caps': return `one per post: ${b.posts} posts`;
    case 'nails': return `pickets × rails × nails per picket per rail: ${groupsOf(b, 'rails')} rails, ${l.need} nails, ${l.perUnit} per box`;
    case 'screws': return `${b.rails} rails × screws per rail: ${l.need} screws, ${l.perUnit} per box`;
    case 'stiffeners': return `one per gate post: ${b.gatePosts}`;
    case 'fabric': return `${n(b.feet)} ft of fence ÷ ${l.perUnit} ft rolls`;
    case 'topRail': return `${n(b.feet)} ft of fence ÷ ${l.perUnit} ft sticks`;
    case 'tensionWire': return `${n(b.feet)} ft of fence ÷ ${l.perUnit} ft coils`;
    case 'tensionBars': return `1 per end post (${b.end}), 2 per corner post (${b.corner}), 1 per gate post (${b.gate}), 1 where it meets another style's post (${b.borrowed})`;
    case 'tensionBands': return `tension bars × bands per bar (height − 1): ${groupsOf(b, 'bands')}`;
    case 'braceBands': case 'railEndCups': return `1 per end post (${b.end}), 2 per corner post (${b.corner}), 1 per gate post (${b.gate}), 1 per other style's post (${b.borrowed})`;
    case 'fabricTies': return `${b.postTies} on line posts + ${b.railTies} on the top rail, ${l.perUnit} per bag`;
    case 'gates': return `${b.gates} drawn`;
    case 'hinges': return `2 per gate leaf: ${b.leaves} leaves`;
    case 'latches': return `1 per gate: ${b.gates}`;
    case 'dropRods': return `1 per double gate: ${b.doubleGates}`;
  }
}

export function explainMaterialLine(l: MaterialLine): string {
  const waste = l.wastePercent > 0 && l.quantity !== l.netQuantity ? `; ${l.netQuantity} net + ${l.wastePercent}% waste` : '';
  return `${l.quantity} ${l.unit} — ${working(l)}${waste}`;
}
