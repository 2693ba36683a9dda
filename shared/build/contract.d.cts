export const PLATFORM_DIR: string;
export function contractFiles(): string[];
/** Package requests shared once at run time by every module (request -> package). */
export const SINGLETONS: Record<string, string>;
export function contractHash(singletons?: Record<string, string>): string;
/** A TypeScript file's syntax tree written out, without comments or layout: what the contract hash reads. */
export function syntaxShape(fileName: string, text: string): string;
export function contractRequests(): string[];
export function readContract(): { version: string; releases: Record<string, string> };
export function compareVersions(a: string, b: string): number;
