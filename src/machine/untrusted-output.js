// The output of the pull request's code (its build's, its benchmarks'
// stderr, which compare.js and profile.js pass on) reaches the workflow log,
// where the runner reads a line starting with `::` (or `##[`) as a workflow
// command: `::save-state`, `::add-mask::`, `::error file=…`. So every stream
// that carries it is framed by `::stop-commands::<token>` … `::<token>::`,
// which makes the runner read everything between as text. The token is
// random for each frame; the pull request's code never sees it, so it
// cannot end the frame early.

import { randomBytes } from 'node:crypto';

const newToken = () => randomBytes(16).toString('hex');

/**
 * Frames raw text written to `write` (the build's output, echoed to stdout).
 * The closing line starts a line of its own, whether or not the text ended one.
 * @param {(text: string) => void} write
 * @returns {{ write: (text: string | Buffer) => void, end: () => void }}
 */
export function untrustedStream(write) {
  const token = newToken();
  let atLineStart = true;
  let open = true;
  write(`::stop-commands::${token}\n`);
  return {
    write(text) {
      const chunk = String(text);
      if (!open || chunk === '') return;
      write(chunk);
      atLineStart = chunk.endsWith('\n');
    },
    end() {
      if (!open) return;
      open = false;
      write(`${atLineStart ? '' : '\n'}::${token}::\n`);
    },
  };
}

/**
 * Frames whole lines written through the log's `info` (compare.js's and
 * profile.js's stderr, line by line).
 * @param {Pick<import('../action.js').Log, 'info'>} log
 * @returns {{ line: (text: string) => void, end: () => void }}
 */
export function untrustedLines(log) {
  const token = newToken();
  let open = true;
  log.info(`::stop-commands::${token}`);
  return {
    line(text) {
      if (open) log.info(text);
    },
    end() {
      if (!open) return;
      open = false;
      log.info(`::${token}::`);
    },
  };
}
