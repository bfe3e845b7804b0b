// Issue 15: the signed-in shell's frame (top bar with the logo, a busy indicator below), as plain HTML. The server writes
// it into index.html's #root for a signed-in page (server/plugins/web-first-view.ts, through .vite/first-views.json), so a
// phone paints the app's frame with the HTML and its stylesheet instead of a blank screen while the scripts download; the
// app then shows the same frame (./shell-frame.tsx) until the shell and the page are there, so nothing flickers or moves.
// No words: the server does not know the language's strings, and the frame says "busy" with aria-busy.
// Plain markup and Tailwind classes only (the build's stylesheet has them: Tailwind reads this file).

/** The logo's drawing (./logo.tsx draws the same paths). */
export const LOGO_MARK = {
  posts: 'M9 26V11l3-4 3 4v15M17 26V11l3-4 3 4v15',
  rails: 'M6 15h20M6 21h20',
} as const;

const logoMark =
  `<svg viewBox="0 0 32 32" class="size-8" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="#14532d"></rect>` +
  `<path d="${LOGO_MARK.posts}" stroke="#fff" stroke-width="2" fill="none" stroke-linejoin="round"></path>` +
  `<path d="${LOGO_MARK.rails}" stroke="#bbf7d0" stroke-width="2"></path></svg>`;
const brand = `<span class="flex items-center gap-2 font-bold text-lg text-primary">${logoMark}<span class="tracking-tight">Picket</span></span>`;

/** The same boxes as the shell's desktop header (app-header.tsx AppHeader) and phone top bar (MobileTopBar). */
export const SHELL_BARS_HTML =
  `<div class="sticky top-0 z-40 hidden h-16 items-center gap-4 border-b border-border bg-card/95 px-4 md:flex lg:px-6">${brand}</div>` +
  `<div class="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-border bg-card px-4 md:hidden">${brand}</div>`;

export const SHELL_FRAME_HTML =
  `<div class="min-h-screen" aria-busy="true">` +
  SHELL_BARS_HTML +
  `<div class="flex justify-center pt-[30svh] text-muted-foreground"><span aria-hidden="true" class="inline-block size-4 rounded-full border-2 border-current border-t-transparent" style="animation: picket-spin 0.8s linear infinite"></span></div>` +
  `</div>`;
