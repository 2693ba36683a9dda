import { idToken } from 'tooling/emulator-sign-in';

/** Emulator ID tokens last an hour: a token older than this is replaced before the next case. */
const TOKEN_REFRESH_MS = 30 * 60_000;

/** Calls to one running API as one demo account, signed in again when the token ages. */
export class ApiClient {
  private token: { value: string; at: number } | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly email: string,
  ) {}

  async currentToken(): Promise<string> {
    if (!this.token || Date.now() - this.token.at > TOKEN_REFRESH_MS) {
      this.token = { value: await idToken(this.email), at: Date.now() };
    }
    return this.token.value;
  }

  /** The answer as text; anything but 2xx is an error naming the call. */
  async text(path: string, init: { method?: string; body?: unknown } = {}): Promise<string> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${await this.currentToken()}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text;
  }

  // Callers know the shape of the call they make.
  async json<T = any>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    return JSON.parse(await this.text(path, init)) as T;
  }
}
