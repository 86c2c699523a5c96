/*
 * Imported first by main.tsx, before any module that builds a zod schema. zod compiles fast object parsers with
 * `new Function` where it may, and first probes whether it may; under the app's content security policy (no
 * 'unsafe-eval') the probe is refused, and the browser reports the refusal on every page although zod catches it.
 * Turned off, zod parses as it already did here and no longer probes. zod reads this setting from the global it
 * keeps its configuration in, so nothing of zod is imported for it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
