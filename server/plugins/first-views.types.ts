// The shape of .vite/first-views.json: written by the build (scripts/first-views.ts), read by the server
// (web-first-view.ts). It lives with its reader, since the server never imports build scripts.
export type FirstViewRoute = {
  /** The route's pattern, as web/app/routes.tsx writes it ('/customer/quote/:token/view'). */
  path: string;
  /** Only a signed-in user sees the page (the shell and its strings come with it; the server paints the shell's frame). */
  signedIn: boolean;
  /** The page asks who is signed in at start-up (every page but the bare public ones). */
  currentUser: boolean;
  /** An API read the page starts at start-up, with the route's parameters in it ('/api/public/quotes/:token'). */
  api?: string;
  /** Files under the web root, per language, not counting what index.html already loads. */
  files: Record<'en' | 'es', string[]>;
};

export type FirstViews = {
  routes: FirstViewRoute[];
  /** The signed-in shell's frame, painted from the HTML on a signed-in page (web/app/shell/shell-frame-html.ts). */
  shellFrame?: string;
};
