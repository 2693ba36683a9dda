// Zod compiles object parsers with new Function unless told not to, and probes for it even when
// it may not; the portal's content security policy forbids eval, so every probe was reported as a
// violation. Zod keeps its settings on globalThis (`__zod_globalConfig`, zod/v4/core), which every
// copy of zod reads, the remotes' included. Set there before any schema exists, without importing
// zod: its core would otherwise be part of every screen's first load.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
