import { z } from 'zod';

// zod 4 probes `new Function('')` to pick a compiled parser; the CSP forbids eval, so the probe
// would only raise a violation. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
