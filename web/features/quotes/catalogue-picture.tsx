// A catalogue illustration: inline SVG from the catalogue's own image tables, drawn as an image (no external files, no script).
export function CataloguePicture({ svg, className }: { svg: string | undefined; className?: string }) {
  if (!svg) return <div aria-hidden="true" className={className} />;
  return <img src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt="" className={className} />;
}
