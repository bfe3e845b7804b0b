// Clean line illustrations of fence, post and gate types for the catalogue (no external images, DESIGN §3).
const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" fill="none" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const ground = '<path d="M4 72h112" stroke="#65a30d" stroke-width="3"/>';

function pickets(color: string, top: number, gap: number, pointed: boolean): string {
  let s = '';
  for (let x = 10; x <= 104; x += gap) {
    const tip = pointed ? `L${x + 3} ${top - 5}` : '';
    s += `<path d="M${x} 72V${top}${tip}L${x + 6} ${top}V72Z" fill="${color}" stroke="#334155" stroke-width="1.2"/>`;
  }
  return s;
}

export const fenceTypeSvgs: Record<string, { label: string; svg: string }> = {
  'vinyl-privacy': {
    label: 'Vinyl privacy',
    svg: frame(`${ground}<rect x="8" y="14" width="8" height="58" fill="#f8fafc" stroke="#334155" stroke-width="1.5"/><rect x="104" y="14" width="8" height="58" fill="#f8fafc" stroke="#334155" stroke-width="1.5"/><rect x="16" y="18" width="88" height="52" fill="#ffffff" stroke="#334155" stroke-width="1.5"/>${[27, 38, 49, 60, 71, 82, 93].map((x) => `<path d="M${x} 18v52" stroke="#cbd5e1" stroke-width="1"/>`).join('')}<path d="M16 24h88" stroke="#94a3b8" stroke-width="1"/>`),
  },
  'vinyl-picket': {
    label: 'Vinyl picket',
    svg: frame(`${ground}<path d="M6 40h108M6 60h108" stroke="#94a3b8" stroke-width="3"/>${pickets('#ffffff', 26, 12, true)}`),
  },
  'cedar-privacy': {
    label: 'Cedar privacy',
    svg: frame(`${ground}${[10, 21, 32, 43, 54, 65, 76, 87, 98].map((x) => `<rect x="${x}" y="16" width="11" height="56" fill="#d6a06b" stroke="#7c4a21" stroke-width="1"/>`).join('')}<path d="M8 30h104M8 58h104" stroke="#7c4a21" stroke-width="1.5"/>`),
  },
  'cedar-picket': {
    label: 'Cedar picket',
    svg: frame(`${ground}<path d="M6 42h108M6 62h108" stroke="#7c4a21" stroke-width="3"/>${pickets('#d6a06b', 28, 12, true)}`),
  },
  'chain-link': {
    label: 'Chain link',
    svg: frame(`${ground}<path d="M10 14v58M110 14v58" stroke="#64748b" stroke-width="4"/><path d="M10 16h100" stroke="#64748b" stroke-width="3"/>${Array.from({ length: 10 }, (_, i) => `<path d="M${10 + i * 10} 18l10 10-10 10 10 10-10 10 10 10" stroke="#94a3b8" stroke-width="1"/>`).join('')}`),
  },
};

export const postTypeSvgs: Record<string, { label: string; svg: string }> = {
  'vinyl-post': { label: 'Vinyl post', svg: frame(`${ground}<rect x="50" y="12" width="20" height="60" fill="#ffffff" stroke="#334155" stroke-width="1.5"/><path d="M47 12h26l-3-6H50z" fill="#f1f5f9" stroke="#334155" stroke-width="1.5"/>`) },
  'cedar-post': { label: 'Cedar post', svg: frame(`${ground}<rect x="50" y="12" width="20" height="60" fill="#d6a06b" stroke="#7c4a21" stroke-width="1.5"/><path d="M55 20v44M63 24v38" stroke="#a0692f" stroke-width="1"/>`) },
  'steel-post': { label: 'Steel line post', svg: frame(`${ground}<rect x="55" y="10" width="10" height="62" rx="5" fill="#cbd5e1" stroke="#475569" stroke-width="1.5"/><path d="M52 10h16" stroke="#475569" stroke-width="3"/>`) },
  'post-cap': { label: 'Post cap', svg: frame(`<path d="M40 60h40V44H40z" fill="#f8fafc" stroke="#334155" stroke-width="1.5"/><path d="M36 44h48L60 22z" fill="#ffffff" stroke="#334155" stroke-width="1.5"/>`) },
};

export const gateTypeSvgs: Record<string, { label: string; svg: string }> = {
  'single-gate': { label: 'Single gate', svg: frame(`${ground}<path d="M30 14v58M90 14v58" stroke="#334155" stroke-width="4"/><rect x="36" y="20" width="48" height="48" fill="#ffffff" stroke="#334155" stroke-width="1.5"/><path d="M36 68L84 20" stroke="#94a3b8" stroke-width="2"/><circle cx="80" cy="44" r="2" fill="#334155"/>`) },
  'double-gate': { label: 'Double gate', svg: frame(`${ground}<path d="M8 14v58M112 14v58" stroke="#334155" stroke-width="4"/><rect x="13" y="20" width="46" height="48" fill="#ffffff" stroke="#334155" stroke-width="1.5"/><rect x="61" y="20" width="46" height="48" fill="#ffffff" stroke="#334155" stroke-width="1.5"/><path d="M13 68L59 20M107 68L61 20" stroke="#94a3b8" stroke-width="2"/>`) },
  hardware: { label: 'Hardware', svg: frame(`<rect x="30" y="30" width="24" height="20" rx="3" fill="#e2e8f0" stroke="#334155" stroke-width="1.5"/><path d="M54 40h34" stroke="#334155" stroke-width="4"/><circle cx="42" cy="40" r="3" fill="#334155"/>`) },
  concrete: { label: 'Concrete', svg: frame(`<path d="M34 24h52l6 48H28z" fill="#e5e7eb" stroke="#475569" stroke-width="1.5"/><path d="M40 38h40" stroke="#475569" stroke-width="1"/><text x="60" y="58" font-size="10" text-anchor="middle" fill="#475569" stroke="none" font-family="sans-serif">50 lb</text>`) },
};
