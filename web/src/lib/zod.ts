// The browser's `zod` (web/vite.config.ts points the bare name here): zod as it is, told not to compile parsers with
// `new Function`. Its probe of whether that is allowed breaks our CSP (`script-src 'self'`): caught, but reported as
// a violation (an issue in Chrome's panel, Lighthouse best practices, decision 069). Set before any schema is built,
// as this module runs before the modules that import zod. The server keeps the faster compiled parsers.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
