import { useEffect, useState } from 'react';
// Through the package name: a remote brings this file itself, and only the package-name request
// reaches the shell's one session bridge.
import { authSession } from 'shared/api/authSession';
import type { Role } from '../domain/enums';
import { roleFromClaim } from '../domain/permissions';

/** The `role` claim of a Firebase ID token ('user' when absent or unreadable); the API checks the token itself. */
export function roleFromIdToken(token: string | null): Role {
  const payload = token?.split('.')[1];
  if (!payload) return 'user';
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    return roleFromClaim((JSON.parse(atob(base64)) as { role?: unknown }).role);
  } catch {
    return 'user';
  }
}

/**
 * The signed-in staff member's role, for remotes, which cannot reach the shell's session: read
 * from the ID token the session bridge hands the API. null until known, so that screens show
 * actions only once the role allows them.
 */
export function useSessionRole(): Role | null {
  const [role, setRole] = useState<Role | null>(null);
  useEffect(() => {
    let current = true;
    void authSession().getIdToken().then((token) => {
      if (current) setRole(roleFromIdToken(token));
    });
    return () => {
      current = false;
    };
  }, []);
  return role;
}
