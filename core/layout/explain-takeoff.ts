import { formatFeetInches } from './format-feet-inches';
import { CONCRETE_BAGS_PER_GATE_POST, CONCRETE_BAGS_PER_POST, MATERIAL_LENGTH_FT, type TakeoffTotals } from './takeoff-for-layout';

export type TakeoffItem =
  | 'fenceFeet' | 'endPosts' | 'cornerPosts' | 'linePosts' | 'gatePosts' | 'totalPosts'
  | 'sections' | 'gates' | 'postCaps' | 'gateHardware' | 'concrete' | 'removal';

export interface TakeoffExplanation {
  item: TakeoffItem;
  count: number;
  /** Values the sentence quotes; the web renders them through i18n (layoutEditor.why.<item>). */
  params: Record<string, number | string>;
  /** The English sentence, for the PDF and logs. */
  text: string;
}

/** "Why this quantity": one line of working per count. */
export function explainTakeoff(t: TakeoffTotals): TakeoffExplanation[] {
  const p = t.posts;
  const ft = (n: number) => formatFeetInches(n);
  const rows: Omit<TakeoffExplanation, 'text'>[] = [
    { item: 'fenceFeet', count: t.fenceFeet, params: { gross: ft(t.grossFeet), gates: ft(t.gateFeet), net: ft(t.fenceFeet) } },
    { item: 'endPosts', count: p.end, params: {} },
    { item: 'cornerPosts', count: p.corner, params: { turns: t.cornerTurns, junctions: t.cornerJunctions } },
    { item: 'linePosts', count: p.line, params: { material: MATERIAL_LENGTH_FT, joints: t.runJoints } },
    { item: 'gatePosts', count: p.gate, params: { gates: t.gates, shared: t.gatePostsOnVertices } },
    { item: 'totalPosts', count: p.total, params: { end: p.end, corner: p.corner, line: p.line, gate: p.gate } },
    { item: 'sections', count: t.sections, params: { material: MATERIAL_LENGTH_FT } },
    { item: 'gates', count: t.gates, params: { single: t.singleGates, double: t.doubleGates } },
    { item: 'postCaps', count: t.postCaps, params: {} },
    { item: 'gateHardware', count: t.gateHardwareKits, params: { dropRods: t.dropRods } },
    { item: 'concrete', count: t.concreteBags, params: { perPost: CONCRETE_BAGS_PER_POST, perGatePost: CONCRETE_BAGS_PER_GATE_POST } },
    { item: 'removal', count: t.removalFeet, params: { feet: ft(t.removalFeet) } },
  ];
  return rows.map((r) => ({ ...r, text: englishExplanation(r.item, r.count, r.params) }));
}

function englishExplanation(item: TakeoffItem, count: number, p: Record<string, number | string>): string {
  switch (item) {
    case 'fenceFeet': return `Fence: ${p.net} — ${p.gross} drawn − ${p.gates} of gate openings`;
    case 'endPosts': return `End posts: ${count} — open ends of runs`;
    case 'cornerPosts': return `Corner posts: ${count} — ${p.turns} where the fence turns, ${p.junctions} where three or more segments meet`;
    case 'linePosts': return `Line posts: ${count} — between sections of ${p.material} ft material (sections − 1 per straight stretch), ${p.joints} where runs join in a straight line`;
    case 'gatePosts': return `Gate posts: ${count} — two per gate for ${p.gates} gates, ${p.shared} on existing corner or end posts`;
    case 'totalPosts': return `Posts: ${count} — ${p.end} end + ${p.corner} corner + ${p.line} line + ${p.gate} gate`;
    case 'sections': return `Sections: ${count} — each straight stretch between posts ÷ ${p.material} ft, rounded up`;
    case 'gates': return `Gates: ${count} — ${p.single} single, ${p.double} double`;
    case 'postCaps': return `Post caps: ${count} — one per post`;
    case 'gateHardware': return `Gate hardware kits: ${count} — hinges and latch per gate; ${p.dropRods} drop rods for double gates`;
    case 'concrete': return `Concrete: ${count} bags — ${p.perPost} per post, ${p.perGatePost} per gate post`;
    case 'removal': return `Removal: ${p.feet} — runs marked "remove existing fence"`;
  }
}

export interface TakeoffChange {
  fenceFeet: number;
  gatePosts: number;
  gates: number;
  totalPosts: number;
  sections: number;
}

/** The visible effect of an edit, e.g. placing a 4 ft gate: −4 ft fence, +2 gate posts, +1 gate. */
export function diffTakeoffTotals(before: TakeoffTotals, after: TakeoffTotals): TakeoffChange {
  return {
    fenceFeet: after.fenceFeet - before.fenceFeet,
    gatePosts: after.posts.gate - before.posts.gate,
    gates: after.gates - before.gates,
    totalPosts: after.posts.total - before.posts.total,
    sections: after.sections - before.sections,
  };
}
