/**
 * PGlite has no guard against two processes opening one data folder, and both would write to it and
 * corrupt it (tried: a second process opens a folder in use without complaint). So the folder gets a
 * lock file beside it holding the owner's pid, released on close. A lock left by a process that no
 * longer runs (crash, SIGKILL, container restart) is taken over.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const heldHere = new Set<string>();

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockPath: string,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by process ${pid}; two processes would corrupt it. ` +
        `Stop that process, or delete ${lockPath} if no such process is running.`,
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock on `dataDir` (an absolute path) and returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  if (heldHere.has(lockPath)) throw new DataDirInUseError(dataDir, process.pid, lockPath);
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
      const owner = readPid(lockPath);
      // Our own pid in the file, but not held here: left by an earlier run that got the same pid (containers).
      if (owner !== null && owner !== process.pid && isRunning(owner)) throw new DataDirInUseError(dataDir, owner, lockPath);
      unlinkSync(lockPath); // stale; a racing process taking it over too is settled by the exclusive create
    }
  }
  heldHere.add(lockPath);
  return () => {
    heldHere.delete(lockPath);
    if (readPid(lockPath) === process.pid) unlinkSync(lockPath);
  };
}
