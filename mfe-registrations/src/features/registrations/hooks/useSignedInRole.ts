import { useEffect, useState } from 'react';
import { authSession } from 'shared/api/authSession';
import type { Role } from 'shared/domain/enums';
import { roleFromClaim } from 'shared/domain/permissions';

/** The `role` claim of a Firebase ID token (a JWT); 'user' when absent or unreadable. */
export function roleOfIdToken(token: string | null): Role {
  const payload = token?.split('.')[1];
  if (!payload) return 'user';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return roleFromClaim((JSON.parse(json) as { role?: unknown }).role);
  } catch {
    return 'user';
  }
}

/**
 * The signed-in staff member's role, read from the session's ID token (a remote has no other
 * view of the shell's session). Null until known, so nothing flashes in and out. Hiding is a
 * courtesy: the API refuses whatever the role may not do.
 */
export function useSignedInRole(): Role | null {
  const [role, setRole] = useState<Role | null>(null);
  useEffect(() => {
    let live = true;
    void authSession().getIdToken().then((token) => {
      if (live) setRole(roleOfIdToken(token));
    });
    return () => {
      live = false;
    };
  }, []);
  return role;
}
