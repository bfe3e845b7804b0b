import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fenceTypeColours, layoutScene } from '../../../../core/layout/layout-scene';
import { migrateLayoutDocument } from '../../../../core/layout/migrate-layout-document';

/** Read-only drawing for the quote view and the homeowner's page; same picture as the PDF (core renderLayoutSvg). */
export function LayoutPreview({ diagram, className, title }: { diagram: unknown; className?: string; title?: string }) {
  const { t } = useTranslation();
  const scene = useMemo(() => {
    try {
      return layoutScene(migrateLayoutDocument(diagram));
    } catch {
      return null;
    }
  }, [diagram]);
  if (!scene || scene.segments.length === 0) return null;
  const { x, y, width, height } = scene.viewBox;
  const stroke = scene.fontSize * 0.35;
  return (
    <svg viewBox={`${x} ${y} ${width} ${height}`} className={className ?? 'h-auto w-full'} role="img" aria-label={title ?? t('layoutEditor.preview')}>
      <rect x={x} y={y} width={width} height={height} fill="#ffffff" />
      {scene.segments.map((s) => (
        <line key={s.key} x1={s.a.x} y1={s.a.y} x2={s.b.x} y2={s.b.y} stroke={fenceTypeColours[s.fenceType]} strokeWidth={stroke} strokeLinecap="round" />
      ))}
      {scene.gates.map((g) => (
        <g key={g.key}>
          <line x1={g.a.x} y1={g.a.y} x2={g.b.x} y2={g.b.y} stroke="#ffffff" strokeWidth={stroke * 1.6} />
          <line x1={g.a.x} y1={g.a.y} x2={g.b.x} y2={g.b.y} stroke="#16a34a" strokeWidth={stroke} strokeDasharray={`${stroke} ${stroke}`} />
        </g>
      ))}
      {scene.posts.map((p) => (
        <circle key={p.key} cx={p.at.x} cy={p.at.y} r={stroke * 1.2} fill="#111827" />
      ))}
      {scene.segments.map((s) => (
        <text key={`l${s.key}`} x={s.labelAt.x} y={s.labelAt.y - scene.fontSize * 0.6} fontSize={scene.fontSize} textAnchor="middle" fill="#111827" transform={`rotate(${s.labelAngle} ${s.labelAt.x} ${s.labelAt.y})`}>
          {s.label}
        </text>
      ))}
    </svg>
  );
}
