// A remote built against a newer platform contract (`shared/platform/...`) than the shell provides
// cannot run here. The shell refuses it before its code runs (checkRemoteContract, from the versions
// in its manifest), so its singletons never enter the share scope; Module Federation's own
// strictVersion refusal, thrown while the remote's code loads, says the same thing in its words:
// "... of shared singleton module shared/platform/api/baseApi does not satisfy the requirement of
// mfe_payments which needs ^3.0.0)". Imports nothing: the runtime plugin uses it before sharing is set up.

const CONTRACT_PREFIX = 'shared/platform/';
const REFUSALS = [/needs platform contract \^/, /shared singleton module shared\/platform\/\S+ does not satisfy the requirement/];

/** Whether a remote's load failure is a refusal of its platform contract version (not the network). */
export function isContractRefusal(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const message = String((cause as { message?: unknown }).message ?? cause);
    if (REFUSALS.some((refusal) => refusal.test(message))) return true;
  }
  return false;
}

const parts = (version: string) => version.split('.').map(Number);

/** `^built` holds for `provided`: same major, and not older. */
function satisfiesCaret(provided: string, built: string): boolean {
  const [p, b] = [parts(provided), parts(built)];
  if (p[0] !== b[0]) return false;
  for (let i = 1; i < 3; i += 1) if ((p[i] ?? 0) !== (b[i] ?? 0)) return (p[i] ?? 0) > (b[i] ?? 0);
  return true;
}

interface ShareInfo {
  version?: string;
  from?: string;
}

/**
 * Throws when a remote's contract modules were built at a version the shell's cannot stand in for.
 * `remoteShared`: its manifest's shared modules; `host`: the shell's federation options.
 */
export function checkRemoteContract(
  remote: string,
  remoteShared: { sharedName: string; version: string }[] | undefined,
  host: { name: string; shared?: Record<string, ShareInfo[]> },
): void {
  const built = remoteShared?.find((shared) => shared.sharedName.startsWith(CONTRACT_PREFIX))?.version;
  const provided = Object.entries(host.shared ?? {})
    .filter(([name]) => name.startsWith(CONTRACT_PREFIX))
    .flatMap(([, infos]) => infos)
    .find((info) => info.from === host.name && info.version)?.version;
  if (built && provided && !satisfiesCaret(provided, built)) {
    throw new Error(`${remote} needs platform contract ^${built}; this portal provides ${provided}`);
  }
}
