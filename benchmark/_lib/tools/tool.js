'use strict';

// What analyze.js and scatter-analyze.js share as command-line tools: their
// options, reading a CSV file or stdin, writing the report and a chart, and
// failing with a message (never a stack trace) for whatever the user can
// fix.

const fs = require('fs');
const tty = require('tty');
const { parseArgs } = require('util');
const { watchStdout } = require('../stdout.js');
const { errorMessage } = require('../text.js');

class Tool {
  /**
   * @param {string} name  e.g. `analyze.js`, the prefix of every message
   * @param {string} usage
   */
  constructor(name, usage) {
    this.name = name;
    this.usage = usage;
    this.watchingStdout = false;
  }

  /**
   * Writes to stdout; a reader that goes away or a full disk ends the tool
   * as stdout.js's watchStdout says, never with a stack trace.
   * @param {string} text
   */
  write(text) {
    if (!this.watchingStdout) {
      this.watchingStdout = true;
      watchStdout(this.name);
    }
    process.stdout.write(text);
  }

  /**
   * Ends the tool with `message` on stderr.
   * @param {string} message
   * @param {number} [code]  the exit code: 1, or EXIT.usage (exit-codes.js) for files that do not go together
   * @returns {never}
   */
  fail(message, code = 1) {
    process.stderr.write(`${this.name}: ${message}\n`);
    process.exit(code);
  }

  warn(message) {
    process.stderr.write(`${this.name}: warning: ${message}\n`);
  }

  /**
   * Parses the command line: the given options plus -h/--help, and at most
   * one positional, the CSV file.
   * @param {import('util').ParseArgsConfig['options']} options
   * @returns {Record<string, any> & { file: string | undefined }}
   */
  options(options) {
    let parsed;
    try {
      parsed = parseArgs({
        options: { ...options, help: { type: 'boolean', short: 'h' } },
        allowPositionals: true,
      });
    } catch (err) {
      this.fail(`${errorMessage(err)}\n\n${this.usage}`);
    }
    const { values, positionals } = parsed;
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      process.exit(0);
    }
    if (positionals.length > 1) {
      this.fail(`expected at most one CSV file, got ${positionals.length}\n\n${this.usage}`);
    }
    return { ...values, file: positionals[0] };
  }

  /**
   * The bytes of `file`, or of stdin when there is none: csv.js decodes
   * them, to name the lines that are not UTF-8. A terminal
   * on stdin means nobody piped a CSV in: reading it would wait, silently,
   * for text the user does not know to type.
   * @param {string | undefined} file
   * @returns {Buffer}
   */
  readBytes(file) {
    if (file === undefined && tty.isatty(0)) {
      this.fail(`no CSV file given, and stdin is a terminal, not a pipe: name the file, or pipe the CSV in\n\n${this.usage}`);
    }
    try {
      return fs.readFileSync(file ?? 0);
    } catch (err) {
      return this.fail(`cannot read ${file ?? 'stdin'}: ${errorMessage(err)}`);
    }
  }

  /**
   * The text of `file` (UTF-8), or of stdin when there is none.
   * @param {string | undefined} file
   */
  readInput(file) {
    return this.readBytes(file).toString('utf8');
  }

  writeFile(file, text) {
    try {
      fs.writeFileSync(file, text);
    } catch (err) {
      this.fail(`cannot write ${file}: ${errorMessage(err)}`);
    }
  }
}

module.exports = { Tool };
