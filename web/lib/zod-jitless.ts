// Zod decides whether it may compile parsers with `new Function` by trying it once; under Picket's Content-Security-
// Policy (no 'unsafe-eval') the browser reports that caught try as a violation (Lighthouse: "Issues were logged", first
// seen on /contractor-registration, the first public page with a form schema). `jitless` skips the probe. vite.config.ts
// points the web build's `zod` imports here, so this runs before any schema is made, in whichever chunk zod lands.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
