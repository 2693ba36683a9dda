// Configuration read at start-up from /config.json beside the shell, so one build serves every
// environment. The shell (or a remote's dev harness) loads it once before rendering.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  firebase: FirebaseWebConfig;
  /** `host:port` of the Firebase Auth emulator, or null for a real Firebase project. */
  authEmulatorHost: string | null;
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration has not been loaded');
  return current;
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
  const config = (await res.json()) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}
