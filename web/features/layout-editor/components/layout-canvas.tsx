import { memo, useEffect, useMemo, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFeetInches } from '../../../../core/layout/format-feet-inches';
import { fenceTypeColours, layoutScene } from '../../../../core/layout/layout-scene';
import { distance, type Vec } from '../../../../core/layout/vector-math';
import { screenToWorld, worldToScreen } from '../editor/camera';
import type { EditorSnapshot, LayoutEditor } from '../editor/layout-editor';
import type { EditorPointer } from '../tools/tool-state';
import { BackgroundLayer } from './background-layer';

function toPointer(ed: LayoutEditor, svg: SVGSVGElement, e: PointerEvent | ReactPointerEvent): EditorPointer {
  const rect = svg.getBoundingClientRect();
  const screen = { x: e.clientX - rect.left, y: e.clientY - rect.top };
  const pointerType = e.pointerType === 'touch' || e.pointerType === 'pen' ? e.pointerType : 'mouse';
  return { screen, world: screenToWorld(ed.getSnapshot().camera, screen), shift: e.shiftKey, pointerType, button: e.button };
}

/** The drawing surface: SVG in screen pixels, pointer events for mouse, touch and pen; two fingers pinch-zoom. */
export function LayoutCanvas({ editor, snapshot, mapTileUrl, mapAttribution }: { editor: LayoutEditor; snapshot: EditorSnapshot; mapTileUrl?: string | null; mapAttribution?: string | null }) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement>(null);
  const touches = useRef(new Map<number, Vec>());
  const pinch = useRef<{ dist: number; mid: Vec } | null>(null);
  const { doc, camera, selection, preview } = snapshot;
  const scene = useMemo(() => layoutScene(doc), [doc]);

  useEffect(() => {
    const svg = svgRef.current!;
    const resize = () => {
      const r = svg.getBoundingClientRect();
      editor.viewport = { width: r.width || 800, height: r.height || 600 };
    };
    resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(svg);
    // Wheel zoom needs a non-passive listener to keep the page from scrolling.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = svg.getBoundingClientRect();
      editor.zoom({ x: e.clientX - r.left, y: e.clientY - r.top }, Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer?.disconnect();
      svg.removeEventListener('wheel', onWheel);
    };
  }, [editor]);

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    const svg = svgRef.current!;
    svg.focus({ preventScroll: true });
    svg.setPointerCapture?.(e.pointerId);
    const p = toPointer(editor, svg, e);
    if (e.pointerType === 'touch') {
      touches.current.set(e.pointerId, p.screen);
      if (touches.current.size === 2) {
        // A second finger turns the gesture into pinch/pan: whatever the first finger started is rolled back.
        editor.cancel();
        const [a, b] = [...touches.current.values()];
        pinch.current = { dist: distance(a, b), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
        return;
      }
    }
    if (e.button === 1) return;
    editor.pointerDown(p);
  };

  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const p = toPointer(editor, svgRef.current!, e);
    if (e.pointerType === 'touch' && touches.current.has(e.pointerId)) touches.current.set(e.pointerId, p.screen);
    if (pinch.current && touches.current.size >= 2) {
      const [a, b] = [...touches.current.values()];
      const dist = distance(a, b);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      editor.pan(mid.x - pinch.current.mid.x, mid.y - pinch.current.mid.y);
      if (pinch.current.dist > 0) editor.zoom(mid, dist / pinch.current.dist);
      pinch.current = { dist, mid };
      return;
    }
    editor.pointerMove(p);
  };

  const onPointerUp = (e: ReactPointerEvent<SVGSVGElement>) => {
    touches.current.delete(e.pointerId);
    if (pinch.current) {
      if (touches.current.size === 0) pinch.current = null;
      return;
    }
    editor.pointerUp(toPointer(editor, svgRef.current!, e));
  };

  const onPointerCancel = (e: ReactPointerEvent<SVGSVGElement>) => {
    touches.current.delete(e.pointerId);
    pinch.current = null;
    editor.cancel();
  };

  const s = (p: Vec) => worldToScreen(camera, p);
  // Posts shrink when zoomed far out so a whole street stays readable (5 px at 12 px per foot and closer).
  const postRadius = Math.max(1.5, Math.min(5, camera.scale * 0.4));
  const selectedSegment = selection?.kind === 'segment' ? `${selection.runId}:${selection.segmentIndex}` : null;
  const stateClass = snapshot.tool === 'pan' || snapshot.stateId === 'pan.panning' ? 'cursor-grab' : 'cursor-crosshair';

  return (
    <svg
      ref={svgRef}
      role="application"
      aria-label={t('layoutEditor.canvasLabel')}
      aria-describedby="layout-editor-help"
      tabIndex={0}
      className={`block h-full w-full touch-none select-none bg-white outline-none focus-visible:ring-2 focus-visible:ring-ring ${stateClass}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onLostPointerCapture={(e) => touches.current.delete(e.pointerId)}
      onContextMenu={(e) => e.preventDefault()}
    >
      <BackgroundLayer doc={doc} camera={camera} gridFt={snapshot.gridFt} viewport={editor.viewport} mapTileUrl={mapTileUrl} />
      {scene.segments.map((seg) => {
        const a = s(seg.a);
        const b = s(seg.b);
        return <SegmentLine key={seg.key} x1={a.x} y1={a.y} x2={b.x} y2={b.y} colour={fenceTypeColours[seg.fenceType]} selected={seg.key === selectedSegment} />;
      })}
      {scene.gates.map((gate) => {
        const a = s(gate.a);
        const b = s(gate.b);
        return <GateShape key={gate.key} x1={a.x} y1={a.y} x2={b.x} y2={b.y} r={postRadius * 0.8} selected={selection?.kind === 'gate' && selection.gateId === gate.key} />;
      })}
      {scene.posts.map((post) => {
        const p = s(post.at);
        return <PostDot key={post.key} x={p.x} y={p.y} r={postRadius} selected={selection?.kind === 'vertex' && selection.vertexId === post.key} />;
      })}
      {scene.segments.map((seg) => {
        const a = s(seg.a);
        const b = s(seg.b);
        return <SegmentLabel key={seg.key} ax={a.x} ay={a.y} bx={b.x} by={b.y} text={seg.label} />;
      })}
      {preview.guides.map((g, i) =>
        g.kind === 'angle' ? (
          <line key={i} x1={s(g.from).x} y1={s(g.from).y} x2={s(g.to).x} y2={s(g.to).y} stroke="#db2777" strokeWidth={1} strokeDasharray="2 3" />
        ) : g.kind === 'vertex' ? (
          <circle key={i} cx={s(g.at).x} cy={s(g.at).y} r={11} fill="none" stroke="#db2777" strokeWidth={2} />
        ) : (
          <line key={i} x1={s(g.a).x} y1={s(g.a).y} x2={s(g.b).x} y2={s(g.b).y} stroke="#db2777" strokeWidth={2} strokeOpacity={0.5} />
        ),
      )}
      {preview.from && preview.to ? (
        <g>
          <line x1={s(preview.from).x} y1={s(preview.from).y} x2={s(preview.to).x} y2={s(preview.to).y} stroke="#1d4ed8" strokeWidth={3} strokeDasharray="8 6" />
          <SegmentLabel ax={s(preview.from).x} ay={s(preview.from).y} bx={s(preview.to).x} by={s(preview.to).y} text={formatFeetInches(distance(preview.from, preview.to))} strong />
        </g>
      ) : null}
      {snapshot.calibration ? (
        <line x1={s(snapshot.calibration.a).x} y1={s(snapshot.calibration.a).y} x2={s(snapshot.calibration.b).x} y2={s(snapshot.calibration.b).y} stroke="#ea580c" strokeWidth={3} />
      ) : null}
      {preview.hover && !preview.from ? <circle cx={s(preview.hover).x} cy={s(preview.hover).y} r={4} fill="#1d4ed8" opacity={0.6} /> : null}
      {mapTileUrl && doc.background.kind === 'map' ? <MapAttribution text={mapAttribution ?? ''} /> : null}
    </svg>
  );
}

// Drawn pieces take plain numbers so React skips every piece a drag did not touch (200 runs stay smooth).
const SegmentLine = memo(function SegmentLine({ x1, y1, x2, y2, colour, selected }: { x1: number; y1: number; x2: number; y2: number; colour: string; selected: boolean }) {
  return (
    <g>
      {selected ? <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#facc15" strokeWidth={12} strokeLinecap="round" /> : null}
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={colour} strokeWidth={4} strokeLinecap="round" />
    </g>
  );
});

const GateShape = memo(function GateShape({ x1, y1, x2, y2, r, selected }: { x1: number; y1: number; x2: number; y2: number; r: number; selected: boolean }) {
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={selected ? '#facc15' : '#ffffff'} strokeWidth={10} />
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#15803d" strokeWidth={4} strokeDasharray="5 4" />
      <circle cx={x1} cy={y1} r={r} fill="#15803d" />
      <circle cx={x2} cy={y2} r={r} fill="#15803d" />
    </g>
  );
});

const PostDot = memo(function PostDot({ x, y, r, selected }: { x: number; y: number; r: number; selected: boolean }) {
  return <circle cx={x} cy={y} r={selected ? 8 : r} fill={selected ? '#facc15' : '#111827'} stroke="#ffffff" strokeWidth={r > 3 ? 2 : 0.5} />;
});

const SegmentLabel = memo(function SegmentLabel({ ax, ay, bx, by, text, strong }: { ax: number; ay: number; bx: number; by: number; text: string; strong?: boolean }) {
  if (Math.hypot(bx - ax, by - ay) < 24) return null;
  let angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
  if (angle > 90 || angle < -90) angle += 180;
  return (
    <g transform={`translate(${(ax + bx) / 2} ${(ay + by) / 2}) rotate(${angle})`} pointerEvents="none">
      <text y={-9} textAnchor="middle" fontSize={13} fontWeight={strong ? 700 : 600} fill="#ffffff" stroke="#ffffff" strokeWidth={4} strokeLinejoin="round">{text}</text>
      <text y={-9} textAnchor="middle" fontSize={13} fontWeight={strong ? 700 : 600} fill="#111827">{text}</text>
    </g>
  );
});

function MapAttribution({ text }: { text: string }) {
  return (
    <text x="99%" y="98%" textAnchor="end" fontSize={11} fill="#111827" stroke="#ffffff" strokeWidth={3} paintOrder="stroke">
      {text}
    </text>
  );
}
