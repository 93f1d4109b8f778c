import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import { createServer } from "node:net";

// Child processes for `npm run cluster` and the integration tests: each in its own process
// group (so a stop reaches tsx's and npm's children too), output appended to a log file, and
// killed on the way out if this process ends without stopping them.

export type Env = Record<string, string | undefined>;

export type Proc = {
  pid: number;
  logFile: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM (SIGKILL after `graceMs`), then waits for the exit. */
  stop(graceMs?: number): Promise<void>;
  signal(name: NodeJS.Signals): void;
};

const live = new Set<number>();
process.once("exit", () => {
  for (const pid of live) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
});

export function launch(
  command: string,
  args: string[],
  options: { env: Env; logFile: string; cwd: string },
): Proc {
  const log = createWriteStream(options.logFile, { flags: "a" });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env as NodeJS.ProcessEnv,
    detached: true,
    stdio: "pipe",
  });
  if (!child.pid) throw new Error(`could not start ${command}`);
  const pid = child.pid;
  live.add(pid);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => {
      live.delete(pid);
      resolve(code ?? signal ?? -1);
    }),
  );
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  };
  return {
    pid,
    logFile: options.logFile,
    child,
    exited,
    signal,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function tail(logFile: string, lines = 30): string {
  try {
    return readFileSync(logFile, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Polls `url` until `ok(response)`; fails early when the process exits. */
export async function waitForHttp(
  url: string,
  proc: Proc,
  options: { timeoutMs?: number; ok?: (res: Response) => boolean } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  const ok = options.ok ?? ((res: Response) => res.ok);
  let exited = false;
  void proc.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${url}: the process exited:\n${tail(proc.logFile)}`);
    if (Date.now() > deadline) throw new Error(`${url}: no answer in time:\n${tail(proc.logFile)}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      async (res) => {
        await res.body?.cancel();
        return ok(res);
      },
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Resolves with the first match of `pattern` in the process's output. */
export function waitForOutput(proc: Proc, pattern: RegExp, timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const stdout = proc.child.stdout;
    const done = () => {
      clearTimeout(timer);
      // Stop reading along: a long-running process logs megabytes, and scanning them again
      // for every chunk would slow this process, and through the pipe, the child.
      stdout?.off("data", onData);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no ${pattern} in time:\n${tail(proc.logFile)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-8192);
      const match = pattern.exec(seen);
      if (match) {
        done();
        resolve(match[1] ?? match[0]);
      }
    };
    stdout?.on("data", onData);
    void proc.exited.then((code) => {
      done();
      reject(new Error(`exited (${code}) before ${pattern}:\n${tail(proc.logFile)}`));
    });
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
