import fs from 'node:fs';

// tsx runs the API in a child node process, so the process to measure is found by the port it
// listens on among the descendants of the process we started.

function parentOf(pid: string): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null; // ended while we looked
  }
}

function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(entry);
    if (parent !== null) parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift()!;
    found.push(next);
    queue.push(...(parents.get(next) ?? []));
  }
  return found;
}

/** Socket inodes listening on the TCP port (IPv4 and IPv6). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = fs.existsSync(table) ? fs.readFileSync(table, 'utf8').split('\n').slice(1) : [];
    for (const line of lines) {
      const cols = line.trim().split(/\s+/);
      // local_address is ADDR:PORT; state 0A is LISTEN; the inode is the tenth column.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
    }
  }
  return inodes;
}

function ownsSocket(pid: number, inodes: Set<string>): boolean {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
        return match !== null && inodes.has(match[1]!);
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** The pid, among `rootPid` and its descendants, of the process listening on `port`. */
export function findListeningProcess(rootPid: number, port: number): number {
  const inodes = listeningInodes(port);
  const pid = descendantsOf(rootPid).find((candidate) => ownsSocket(candidate, inodes));
  if (pid === undefined) throw new Error(`No process under pid ${rootPid} listens on port ${port}`);
  return pid;
}

export interface MemorySample {
  /** Resident set now, MB. */
  rssMb: number;
  /** Peak resident set over the process's life, MB. */
  peakMb: number;
}

export function readMemory(pid: number): MemorySample {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
