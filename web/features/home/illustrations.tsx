// Inline illustrations for the public pages: no external images, fonts or scripts (CSP, DESIGN §3).

/** A back yard seen from above with a fence line being drawn and a price tag. */
export function YardPlanIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="480" height="360" rx="24" fill="#dcfce7" />
      <rect x="24" y="24" width="432" height="312" rx="16" fill="#bbf7d0" />
      {/* house */}
      <rect x="170" y="40" width="140" height="90" rx="6" fill="#fef3c7" stroke="#92400e" strokeWidth="3" />
      <path d="M170 70h140" stroke="#92400e" strokeWidth="2" opacity="0.4" />
      <rect x="228" y="96" width="24" height="34" fill="#92400e" opacity="0.6" />
      {/* trees */}
      <circle cx="90" cy="90" r="30" fill="#16a34a" />
      <circle cx="400" cy="250" r="26" fill="#16a34a" />
      <circle cx="380" cy="80" r="18" fill="#22c55e" />
      {/* patio */}
      <rect x="200" y="150" width="80" height="50" rx="4" fill="#e7e5e4" />
      {/* fence line with posts */}
      <path d="M60 160 L60 310 L420 310 L420 160" fill="none" stroke="#14532d" strokeWidth="6" strokeLinejoin="round" />
      <path d="M60 160 L150 160" stroke="#14532d" strokeWidth="6" strokeDasharray="10 8" />
      {[60, 105, 150, 195, 240, 285, 330, 375, 420].map((x) => (
        <rect key={`b${x}`} x={x - 5} y={305} width="10" height="10" fill="#14532d" />
      ))}
      {[160, 210, 260].map((y) => (
        <g key={`s${y}`}>
          <rect x="55" y={y - 5} width="10" height="10" fill="#14532d" />
          <rect x="415" y={y - 5} width="10" height="10" fill="#14532d" />
        </g>
      ))}
      {/* gate */}
      <path d="M222 310 h36" stroke="#f59e0b" strokeWidth="8" />
      {/* pencil */}
      <g transform="translate(150 160) rotate(-35)">
        <rect x="0" y="-6" width="60" height="12" rx="2" fill="#f59e0b" />
        <path d="M0 -6 L-14 0 L0 6 Z" fill="#fde68a" />
      </g>
      {/* measurement label */}
      <rect x="196" y="318" width="88" height="0" fill="none" />
      <g transform="translate(300 120)">
        <rect width="150" height="74" rx="10" fill="#ffffff" stroke="#14532d" strokeWidth="2" />
        <rect x="12" y="14" width="70" height="8" rx="4" fill="#a8a29e" />
        <rect x="12" y="30" width="100" height="14" rx="4" fill="#14532d" />
        <rect x="12" y="52" width="54" height="8" rx="4" fill="#22c55e" />
      </g>
    </svg>
  );
}

/** A run of picket fence on grass; decorative band. */
export function FenceBand({ className }: { className?: string }) {
  const pickets = Array.from({ length: 24 }, (_, i) => i * 40 + 10);
  return (
    <svg viewBox="0 0 960 120" preserveAspectRatio="xMidYMax slice" className={className} aria-hidden="true" focusable="false">
      <rect x="0" y="96" width="960" height="24" fill="#16a34a" />
      <rect x="0" y="52" width="960" height="10" fill="#f5f5f4" stroke="#d6d3d1" />
      <rect x="0" y="80" width="960" height="10" fill="#f5f5f4" stroke="#d6d3d1" />
      {pickets.map((x) => (
        <path key={x} d={`M${x} 104 V30 l12 -14 l12 14 V104 Z`} fill="#ffffff" stroke="#d6d3d1" strokeWidth="2" />
      ))}
    </svg>
  );
}

/** A quote sheet with a checkmark: approval online. */
export function QuoteApprovedIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 200" className={className} aria-hidden="true" focusable="false">
      <rect x="40" y="16" width="150" height="170" rx="12" fill="#ffffff" stroke="#14532d" strokeWidth="3" />
      <rect x="60" y="40" width="80" height="10" rx="5" fill="#14532d" />
      {[68, 88, 108, 128].map((y) => (
        <g key={y}>
          <rect x="60" y={y} width="70" height="7" rx="3.5" fill="#d6d3d1" />
          <rect x="140" y={y} width="30" height="7" rx="3.5" fill="#a8a29e" />
        </g>
      ))}
      <rect x="60" y="150" width="110" height="14" rx="7" fill="#dcfce7" />
      <circle cx="184" cy="150" r="30" fill="#16a34a" />
      <path d="M170 150 l10 10 l18 -20" stroke="#ffffff" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A calendar page with a job block: scheduling. */
export function ScheduleIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 200" className={className} aria-hidden="true" focusable="false">
      <rect x="24" y="28" width="192" height="156" rx="12" fill="#ffffff" stroke="#14532d" strokeWidth="3" />
      <rect x="24" y="28" width="192" height="34" rx="12" fill="#14532d" />
      <rect x="56" y="16" width="8" height="24" rx="4" fill="#92400e" />
      <rect x="176" y="16" width="8" height="24" rx="4" fill="#92400e" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3, 4].map((col) => (
          <rect key={`${row}-${col}`} x={40 + col * 34} y={76 + row * 26} width="26" height="18" rx="4" fill="#f5f5f4" />
        )),
      )}
      <rect x="74" y="102" width="94" height="18" rx="4" fill="#22c55e" />
      <rect x="142" y="154" width="26" height="18" rx="4" fill="#3b82f6" />
    </svg>
  );
}
