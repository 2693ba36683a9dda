import fs from 'node:fs';

// Process-level checks read /proc (Linux): who listens on a port, what a process started, and
// whether it is still running.

function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Running: present and not a zombie waiting to be reaped. */
export function isRunning(pid: number): boolean {
  const fields = statFields(pid);
  return fields !== null && fields[0] !== 'Z' && fields[0] !== 'X';
}

const allPids = () =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);

/** `pid` and every process below it (detached groups included: they keep their parent). */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const candidate of allPids()) {
    const parent = Number(statFields(candidate)?.[1]);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), candidate]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift()!;
    found.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

/** The kernel's listening TCP sockets at a port (IPv4 and IPv6): local address in hex and socket inode. */
function listeningSockets(port: number): { hexAddress: string; inode: string | undefined }[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const sockets: { hexAddress: string; inode: string | undefined }[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is ADDR:PORT; state 0A is LISTEN; the inode is the tenth column.
      const [hexAddress, localPort] = cols[1]?.split(':') ?? [];
      if (localPort === hexPort && cols[3] === '0A' && hexAddress) sockets.push({ hexAddress, inode: cols[9] });
    }
  }
  return sockets;
}

function ownsSocket(pid: number, inodes: ReadonlySet<string>): boolean {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(/^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** The pid listening on a TCP port, among `pids` (every process unless given), or undefined. */
export function listeningPid(port: number, pids: readonly number[] = allPids()): number | undefined {
  const inodes = new Set(listeningSockets(port).flatMap(({ inode }) => (inode ? [inode] : [])));
  if (!inodes.size) return undefined;
  return pids.find((pid) => ownsSocket(pid, inodes));
}

/**
 * The local addresses TCP sockets listen on at a port, as the kernel lists them ('127.0.0.1',
 * '0.0.0.0'; an IPv6 one as '::' when it is every address, else its hex).
 */
export function listeningAddresses(port: number): string[] {
  return listeningSockets(port).map(({ hexAddress }) =>
    // IPv4 is one little-endian word.
    hexAddress.length === 8
      ? (hexAddress.match(/../g) ?? [])
          .reverse()
          .map((byte) => parseInt(byte, 16))
          .join('.')
      : /^0+$/.test(hexAddress)
        ? '::'
        : hexAddress,
  );
}
