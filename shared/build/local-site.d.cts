export type Ports = Record<'shell' | 'mfe-dashboard' | 'mfe-registrations' | 'mfe-payments' | 'mfe-settings' | 'api', number>;
export const PORTS: Ports;
export const AUTH_EMULATOR_HOST: string;
export const DEMO_PROJECT_ID: string;
/** Moved by `offset`; unmoved, FIREBASE_AUTH_EMULATOR_HOST when set, else AUTH_EMULATOR_HOST. */
export function authEmulatorHost(offset?: number, env?: Record<string, string | undefined>): string;
/** As shared/platform/config/runtimeConfig's RuntimeConfig (this file is read where the DOM types are not). */
export function localRuntimeConfig(
  ports?: Ports,
  projectId?: string,
  emulatorHost?: string,
  release?: { releaseRegistry?: boolean; releaseOrigins?: string[] },
): {
  apiBaseUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorHost: string;
  releaseRegistry: boolean;
  releaseOrigins: string[];
};
export function localRemotes(ports?: Ports): Record<string, string>;
export function localOrigins(ports?: Ports): string[];
