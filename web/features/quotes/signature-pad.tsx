// A signature drawn with a finger, pen or mouse: pointer events on a canvas, points in the pad's fixed 600 × 200 units,
// drawn smoothed with the same path the server stores (core/quotes/signature-strokes.ts).
import { useEffect, useRef } from 'react';
import { SIGNATURE_PAD, strokesToPath, type SignaturePoint } from '../../../core/quotes/signature-strokes';

type Stroke = SignaturePoint[];
const SCALE = 2; // the canvas's own pixels per pad unit: sharp on a phone's dense screen

export function SignaturePad({ strokes, onChange, label, invalid, describedBy }: {
  strokes: Stroke[];
  onChange: (strokes: Stroke[]) => void;
  label: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Stroke | null>(null);
  const latest = useRef(strokes);
  latest.current = strokes;

  const paint = (all: Stroke[]) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(SCALE, 0, 0, SCALE, 0, 0);
    ctx.clearRect(0, 0, SIGNATURE_PAD.width, SIGNATURE_PAD.height);
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111827';
    if (all.length) ctx.stroke(new Path2D(strokesToPath(all)));
  };
  useEffect(() => paint(strokes), [strokes]);

  const pointOf = (e: { clientX: number; clientY: number }): SignaturePoint => {
    const box = canvas.current!.getBoundingClientRect();
    const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v * 10) / 10));
    return [clamp(((e.clientX - box.left) / box.width) * SIGNATURE_PAD.width, SIGNATURE_PAD.width), clamp(((e.clientY - box.top) / box.height) * SIGNATURE_PAD.height, SIGNATURE_PAD.height)];
  };
  const add = (p: SignaturePoint) => {
    const s = drawing.current!;
    const last = s[s.length - 1];
    // Points closer than a unit add nothing to the curve but size to the request.
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= 1.5) s.push(p);
  };

  return (
    <canvas
      ref={canvas}
      width={SIGNATURE_PAD.width * SCALE}
      height={SIGNATURE_PAD.height * SCALE}
      role="img"
      aria-label={label}
      data-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className="aspect-[3/1] w-full cursor-crosshair touch-none rounded-md border border-input bg-white data-[invalid=true]:border-destructive"
      onPointerDown={(e) => {
        if (e.button !== 0 && e.pointerType === 'mouse') return;
        e.preventDefault();
        try {
          e.currentTarget.setPointerCapture(e.pointerId);
        } catch {
          // a synthetic pointer has no capture; drawing still works inside the box
        }
        drawing.current = [pointOf(e)];
        paint([...latest.current, drawing.current]);
      }}
      onPointerMove={(e) => {
        if (!drawing.current) return;
        const events = typeof e.nativeEvent.getCoalescedEvents === 'function' ? e.nativeEvent.getCoalescedEvents() : [];
        for (const ev of events.length ? events : [e.nativeEvent]) add(pointOf(ev));
        paint([...latest.current, drawing.current]);
      }}
      onPointerUp={() => {
        const s = drawing.current;
        drawing.current = null;
        if (s && latest.current.length < 100) onChange([...latest.current, s.slice(0, 2_000)]);
      }}
      onPointerCancel={() => {
        drawing.current = null;
        paint(latest.current);
      }}
    />
  );
}
