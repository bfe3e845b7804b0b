// A catalogue picture: an uploaded image (served by the app), else the inline SVG illustration, drawn as an image (no script).
export function CataloguePicture({ svg, url, className }: { svg: string | undefined; url?: string; className?: string }) {
  if (url) return <img src={url} alt="" loading="lazy" className={className} />;
  if (!svg) return <div aria-hidden="true" className={className} />;
  return <img src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt="" className={className} />;
}
