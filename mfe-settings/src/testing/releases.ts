// A registered build of the payments module as the release registry answers it in tests.
import type { RemoteRelease } from 'shared/domain/releases/releases-answers';

export const version = (v: string, status: RemoteRelease['versions'][number]['status']) => ({
  version: v,
  manifestUrl: `http://cdn.test/payments/${v}/mf-manifest.json`,
  gitSha: null,
  registeredAt: '2026-11-26T10:00:00Z',
  registeredBy: 'deploy token',
  status,
});
