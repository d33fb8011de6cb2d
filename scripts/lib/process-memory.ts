import { readFile } from 'node:fs/promises';

/** A running process's resident memory (RSS) in bytes, as Linux counts it (VmRSS in /proc/PID/status). */
export async function readProcessRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`No VmRSS in /proc/${pid}/status (has the process exited?)`);
  return Number(kilobytes) * 1024;
}
