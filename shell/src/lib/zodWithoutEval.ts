import { config as zodConfig } from 'zod';

// Zod compiles object parsers with new Function unless told not to, and probes for it even when
// it may not; the portal's content security policy forbids eval, so every probe was reported as a
// violation. Imported before any schema exists: zod keeps this on globalThis, so the remotes'
// copies of zod read it too.
zodConfig({ jitless: true });
