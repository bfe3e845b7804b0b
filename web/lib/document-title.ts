import { useEffect } from 'react';

/** Names the browser tab after the page (WCAG 2.4.2), e.g. "Dashboard · Picket". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Picket` : 'Picket';
  }, [title]);
}
