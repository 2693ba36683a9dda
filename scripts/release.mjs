#!/usr/bin/env node
// A module team's CI talks to the portal's release registry with the deploy token:
//   RELEASE_TOKEN=... RELEASE_API_URL=https://api.example.org node scripts/release.mjs <command> [options]
//   register --remote mfe-payments --version 1.4.0 --manifest https://cdn.example.org/payments/1.4.0/mf-manifest.json [--git-sha abc1234]
//   rollout  --remote mfe-payments --version 1.4.0 --percent 10      (100 promotes it to everyone)
//   rollback --remote mfe-payments                                    (ends a rollout, else returns live to the version before)
//   status   [--remote mfe-payments]
// Exit code 0 on success, 1 when the registry refuses (its message printed), 2 on wrong usage.
import { parseArgs } from 'node:util';
import localSite from '../shared/build/local-site.cjs';

const USAGE = `Usage: node scripts/release.mjs register --remote <name> --version <v> --manifest <url> [--git-sha <sha>]
       node scripts/release.mjs rollout --remote <name> --version <v> --percent <1-100>
       node scripts/release.mjs rollback --remote <name>
       node scripts/release.mjs status [--remote <name>]
Environment: RELEASE_TOKEN (the API's deploy token), RELEASE_API_URL (default http://localhost:${localSite.PORTS.api}).`;

class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: 'string' },
    version: { type: 'string' },
    manifest: { type: 'string' },
    'git-sha': { type: 'string' },
    percent: { type: 'string' },
  },
});

function required(name) {
  if (!values[name]) throw new UsageError(`--${name} is needed`);
  return values[name];
}

async function registry(method, path, body) {
  const token = process.env.RELEASE_TOKEN;
  if (!token) throw new UsageError('Set RELEASE_TOKEN to the deploy token');
  const base = (process.env.RELEASE_API_URL ?? `http://localhost:${localSite.PORTS.api}`).replace(/\/$/, '');
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    const issues = (answer.issues ?? []).map((issue) => `\n  ${issue.path}: ${issue.message}`).join('');
    throw new Error(`The registry refused (HTTP ${response.status}): ${answer.message ?? response.statusText}${issues}`);
  }
  return answer;
}

/** One remote as a few lines: live, rollout, and the last versions with who registered them. */
function describe(release) {
  const rollout = release.rollout ? `${release.rollout.version} to ${release.rollout.percent}%` : 'none';
  const lines = [`${release.remote}: live ${release.live?.version ?? 'none'}, rollout ${rollout}`];
  for (const version of release.versions.slice(0, 5)) {
    const health = release.lastHour.find((figures) => figures.version === version.version);
    const figures = health ? `, last hour ${health.failures} of ${health.loads} people failed` : '';
    lines.push(`  ${version.version} ${version.status} (${version.registeredAt} by ${version.registeredBy}${figures})`);
  }
  return lines.join('\n');
}

function show(answer, remote) {
  const releases = [...answer.data, ...(answer.unreleased ?? [])].filter((release) => !remote || release.remote === remote);
  if (remote && releases.length === 0) throw new Error(`The registry knows no module named ${remote}`);
  console.log(releases.map(describe).join('\n'));
}

async function main() {
  const [command] = positionals;
  switch (command) {
    case 'register': {
      const body = { remote: required('remote'), version: required('version'), manifestUrl: required('manifest') };
      if (values['git-sha']) body.gitSha = values['git-sha'];
      return show(await registry('POST', '/admin/releases', body), body.remote);
    }
    case 'rollout': {
      const percent = Number(required('percent'));
      if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new UsageError('--percent is a whole number from 1 to 100');
      const remote = required('remote');
      return show(await registry('PUT', `/admin/releases/${encodeURIComponent(remote)}/rollout`, { version: required('version'), percent }), remote);
    }
    case 'rollback': {
      const remote = required('remote');
      return show(await registry('POST', `/admin/releases/${encodeURIComponent(remote)}/rollback`), remote);
    }
    case 'status':
      return show(await registry('GET', '/admin/releases'), values.remote);
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'Name a command');
  }
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : error.message);
  process.exit(error instanceof UsageError ? 2 : 1);
});
