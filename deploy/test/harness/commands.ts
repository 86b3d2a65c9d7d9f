// Commands the harness runs to their end (installs, builds, initdb, nginx -t), their output kept in a
// log file and shown when they fail.
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';

export type RunOptions = { cwd?: string; env?: NodeJS.ProcessEnv; log: string; allowFailure?: boolean };
export type RunResult = { code: number; output: string };

export function run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    appendFileSync(options.log, `\n$ ${command} ${args.join(' ')}\n`);
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      appendFileSync(options.log, chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code) => {
      const result = { code: code ?? 1, output };
      if (result.code !== 0 && !options.allowFailure) reject(new Error(`${command} ${args.join(' ')} exited with ${result.code}:\n${output.slice(-4000)}`));
      else resolve(result);
    });
  });
}

/** The last lines of a log, for a failure's message. */
export function tail(path: string, lines = 40): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
