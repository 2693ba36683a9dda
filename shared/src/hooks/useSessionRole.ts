import { useEffect, useState } from 'react';
// Through the package name: a remote brings this file itself, and only the package-name request
// reaches the shell's one session bridge.
import { authSession } from 'shared/platform/session/authSession';
import type { Role } from '../domain/common/enums';
import { roleFromClaim } from '../domain/common/permissions';

/** The claims of a Firebase ID token, or null when absent or unreadable; the API checks the token itself. */
function idTokenClaims(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    return JSON.parse(atob(base64)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The `role` claim of a Firebase ID token ('user' when absent or unreadable). */
export function roleFromIdToken(token: string | null): Role {
  return roleFromClaim(idTokenClaims(token)?.role);
}

/** The claims of the signed-in staff member's ID token, from the session bridge; null until read. */
function useIdTokenClaims(): Record<string, unknown> | null {
  const [claims, setClaims] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    let current = true;
    void authSession()
      .getIdToken()
      .then((token) => {
        if (current) setClaims(idTokenClaims(token) ?? {});
      });
    return () => {
      current = false;
    };
  }, []);
  return claims;
}

/**
 * The signed-in staff member's role, for remotes, which cannot reach the shell's session: read
 * from the ID token the session bridge hands the API. null until known, so that screens show
 * actions only once the role allows them.
 */
export function useSessionRole(): Role | null {
  const claims = useIdTokenClaims();
  return claims === null ? null : roleFromClaim(claims.role);
}

/** The signed-in staff member's Firebase uid (the token's `sub`), null until known. */
export function useSessionUid(): string | null {
  const claims = useIdTokenClaims();
  return typeof claims?.sub === 'string' ? claims.sub : null;
}

/** The signed-in staff member's e-mail (the token's `email`), null until known. */
export function useSessionEmail(): string | null {
  const claims = useIdTokenClaims();
  return typeof claims?.email === 'string' ? claims.email : null;
}
