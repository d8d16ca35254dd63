import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt on worker threads. bcryptjs is pure JavaScript: run on the main thread, each hash or check holds the event
 * loop for tens of milliseconds, so under concurrent sign-ins every other request (reads, refreshes) queues behind
 * it. Jobs go to a small pool, first come first served; the hashes are the same `$2a$10$…` strings as before.
 */

type Job = { kind: 'hash'; password: string; cost: number } | { kind: 'check'; password: string; hash: string };

interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

// Plain CommonJS so it runs as an eval worker under both tsx and a built bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', (job) => {
  try {
    const value = job.kind === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ ok: true, value });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error && error.message || error) });
  }
});
`;

const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');

class HashingPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private workers = 0;

  constructor(private readonly size: number) {}

  run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.drain();
    });
  }

  private drain() {
    while (this.queue.length) {
      const worker = this.idle.pop() ?? (this.workers < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const next = this.queue.shift() as Pending;
      this.busy.set(worker, next);
      // Referenced only while it has a job: an idle pool must not keep a stopping server (or a test run) alive.
      worker.ref();
      worker.postMessage(next.job);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } });
    this.workers += 1;
    worker.on('message', (result: { ok: boolean; value?: string | boolean; message?: string }) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      if (pending) {
        if (result.ok) pending.resolve(result.value as string | boolean);
        else pending.reject(new Error(result.message));
      }
      worker.unref();
      this.idle.push(worker);
      this.drain();
    });
    worker.on('error', (error) => this.retire(worker, error));
    worker.on('exit', (code) => this.retire(worker, new Error(`password hashing worker exited with code ${code}`)));
    return worker;
  }

  /** A crashed worker fails only its own job; the next job gets a fresh worker. */
  private retire(worker: Worker, error: Error) {
    const index = this.idle.indexOf(worker);
    if (index !== -1) this.idle.splice(index, 1);
    const pending = this.busy.get(worker);
    if (!pending && index === -1) return;
    this.busy.delete(worker);
    this.workers -= 1;
    pending?.reject(error);
    this.drain();
  }
}

const pool = new HashingPool(Math.min(4, Math.max(1, availableParallelism())));

export async function bcryptHash(password: string, cost: number): Promise<string> {
  return (await pool.run({ kind: 'hash', password, cost })) as string;
}

export async function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return (await pool.run({ kind: 'check', password, hash })) as boolean;
}
