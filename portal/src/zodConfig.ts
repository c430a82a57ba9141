// zod 4 probes `new Function('')` to pick a compiled parser; the CSP forbids eval, so the probe
// would only raise a violation. Imported first by main.tsx, before any schema is built (zod reads
// `jitless` as it builds each object schema). zod keeps its configuration on
// `globalThis.__zod_globalConfig` (shared by every copy of zod, kept if already there): setting it
// there rather than through `z.config` spares the pages without a form (the landing page) zod's
// script. tests/browser/security/csp.test.ts fails if a form's schema ever probes again.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
