export const PLATFORM_DIR: string;
export function contractFiles(): string[];
export function contractHash(): string;
export function contractRequests(): string[];
export function readContract(): { version: string; releases: Record<string, string> };
export function compareVersions(a: string, b: string): number;
