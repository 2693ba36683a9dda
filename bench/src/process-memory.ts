import fs from 'node:fs';
import { listeningPid, processTree } from 'tooling/processes';

// tsx runs the API in a child node process, so the process to measure is found by the port it
// listens on among the descendants of the process we started.

/** The pid, among `rootPid` and its descendants, of the process listening on `port`. */
export function findListeningProcess(rootPid: number, port: number): number {
  const pid = listeningPid(port, processTree(rootPid));
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

/**
 * Samples `pid`'s resident set every 50 ms from now: `stop()` ends the sampling (a second call
 * only answers again) and answers the resident set before and the highest seen, MB.
 */
export function sampleResidentPeak(pid: number): { stop: () => { beforeMb: number; peakMb: number } } {
  const beforeMb = readMemory(pid).rssMb;
  let peakMb = beforeMb;
  const sample = () => {
    peakMb = Math.max(peakMb, readMemory(pid).rssMb);
  };
  let sampler: NodeJS.Timeout | null = setInterval(sample, 50);
  return {
    stop: () => {
      if (sampler) {
        clearInterval(sampler);
        sampler = null;
        sample();
      }
      return { beforeMb, peakMb };
    },
  };
}

/**
 * `pid`'s resident set once a burst is over: the lowest of a sample a second for `seconds`
 * (freed memory goes back to the system over a few collections, not at once), MB.
 */
export async function settledResidentMb(pid: number, seconds: number): Promise<number> {
  let lowest = readMemory(pid).rssMb;
  for (let second = 0; second < seconds; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    lowest = Math.min(lowest, readMemory(pid).rssMb);
  }
  return lowest;
}
