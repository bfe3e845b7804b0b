// The homeowner signs with a finger or mouse; the drawing leaves as a PNG data URL.
import { useEffect, useRef } from 'react';

export function SignaturePad({ label, onChange }: { label: string; onChange: (dataUrl: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#111827';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) / r.width) * e.currentTarget.width, y: ((e.clientY - r.top) / r.height) * e.currentTarget.height };
  };

  return (
    <canvas
      ref={canvas}
      width={480}
      height={160}
      role="img"
      aria-label={label}
      className="h-40 w-full touch-none rounded-md border border-input bg-white"
      onPointerDown={(e) => {
        drawing.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
        const ctx = e.currentTarget.getContext('2d')!;
        const p = point(e);
        ctx.beginPath();
        ctx.moveTo(p.x, p.y);
      }}
      onPointerMove={(e) => {
        if (!drawing.current) return;
        const ctx = e.currentTarget.getContext('2d')!;
        const p = point(e);
        ctx.lineTo(p.x, p.y);
        ctx.stroke();
        drawn.current = true;
      }}
      onPointerUp={(e) => {
        drawing.current = false;
        if (drawn.current) onChange(e.currentTarget.toDataURL('image/png'));
      }}
    />
  );
}
