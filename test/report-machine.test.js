// src/report/machine.js: the machine record (src/machine/sysfs.js, read from
// a fake sysfs tree) in the comment's words: the collapsed Machine table,
// each setting in words with its raw value, the line under the verdict when
// the machine was not tuned, and the note of a clean start.

import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readMachine, setGovernors } from '../src/machine/sysfs.js';
import { cleanStartNote, renderMachine, untunedWarning } from '../src/report/machine.js';
import { tunableMachine } from './helpers/fake-machine.js';

const require = createRequire(import.meta.url);
const { escapeMarkdown } = require('../benchmark/_lib/words/render.js');

test('the record renders as a collapsed markdown table, each setting in words with its raw value, escaped', () => {
  const record = readMachine({ root: tunableMachine() });
  const text = renderMachine(record, { cpuset: '2-3', versions: { 'node-main': 'v22.23.3', 'node-pr': 'v24.21.0' },
    tuning: ['cpu0: schedutil -> performance'] }, escapeMarkdown);
  assert.equal(text, `<details><summary>Machine</summary>

| | |
|:---|:---|
| CPU | Intel(R) Xeon(R) E-2388G |
| CPUs | 4, benchmarks pinned to 2-3 |
| governor | schedutil on every CPU, not performance: the clock speed can change during the run |
| turbo / boost | on: the clock rises above its base while the chip is cool enough, so speed varies (intel\\_pstate) |
| SMT | on: two logical CPUs share each core, and one can slow the other (control=on, active=1) |
| isolated CPUs | 2-3: the kernel keeps other tasks off the benchmark CPUs |
| nohz\\_full | none: the timer tick interrupts every CPU |
| ASLR | on (full randomization, randomize\\_va\\_space=2) |
| transparent huge pages | only where a program asks for them (madvise) |
| load average | 0.52 over the last minute (0.41 over 5, 0.30 over 15): quiet for 2 benchmark CPUs (limit 1.00, half a CPU each) |
| kernel | 6.1.0-13-amd64 |
| old binary | v22.23.3 |
| new binary | v24.21.0 |
| tuning | cpu0: schedutil -&gt; performance |

</details>`);
});

/** The value of one row of the Machine section, unescaped, for `record` changed by `change`. */
function row(name, change, extra = {}) {
  const record = { ...readMachine({ root: tunableMachine() }), ...change };
  const text = renderMachine(record, extra, (s) => s);
  const found = text.split('\n').find((line) => line.startsWith(`| ${name} | `));
  assert.ok(found, text);
  return found.slice(`| ${name} | `.length, -2);
}

test('SMT in words, for every value of smt/control, the raw value kept', () => {
  assert.equal(row('SMT', { smt: 'notsupported, active=0' }), 'not supported by this CPU (control=notsupported, active=0)');
  assert.equal(row('SMT', { smt: 'on, active=1' }), 'on: two logical CPUs share each core, and one can slow the other (control=on, active=1)');
  assert.equal(row('SMT', { smt: 'on, active=0' }), 'allowed, but no core runs two logical CPUs now (control=on, active=0)');
  assert.equal(row('SMT', { smt: 'off, active=0' }), 'off: one logical CPU per core (control=off, active=0)');
  assert.equal(row('SMT', { smt: 'forceoff, active=0' }), 'off, forced at boot (nosmt=force): one logical CPU per core (control=forceoff, active=0)');
  assert.equal(row('SMT', { smt: 'notimplemented' }), 'not controlled by this kernel on this architecture (control=notimplemented)');
  assert.equal(row('SMT', { smt: 'sideways, active=1' }), 'unknown to this report (control=sideways, active=1)');
  assert.equal(row('SMT', { smt: null }), 'unknown: this kernel has no /sys/devices/system/cpu/smt');
});

test('ASLR, transparent huge pages and turbo in words, the raw value kept', () => {
  assert.equal(row('ASLR', { aslr: '0' }), 'off (randomize_va_space=0)');
  assert.equal(row('ASLR', { aslr: '1' }), 'on, but not for the heap (randomize_va_space=1)');
  assert.equal(row('ASLR', { aslr: '2' }), 'on (full randomization, randomize_va_space=2)');
  assert.equal(row('ASLR', { aslr: '3' }), 'randomize_va_space=3');
  assert.equal(row('ASLR', { aslr: null }), 'unknown');
  assert.equal(row('transparent huge pages', { thp: 'always' }), 'on for all memory (always)');
  assert.equal(row('transparent huge pages', { thp: 'never' }), 'off (never)');
  assert.equal(row('transparent huge pages', { thp: null }), 'unknown');
  assert.equal(row('turbo / boost', { turbo: 'off (intel_pstate no_turbo=1)' }),
    'off: the clock does not rise above its base (intel_pstate no_turbo=1)');
  assert.equal(row('turbo / boost', { turbo: 'on (cpufreq boost)' }),
    'on: the clock rises above its base while the chip is cool enough, so speed varies (cpufreq boost)');
  assert.equal(row('turbo / boost', { turbo: null }), 'not exposed: no intel_pstate/no_turbo or cpufreq/boost to read or turn off');
});

test('the governor per group of CPUs; isolated and tick-free CPUs against the benchmark CPUs; the load judged per benchmark CPU', () => {
  assert.equal(row('governor', { governors: { cpu0: 'performance', cpu1: 'performance' } }), 'performance on every CPU');
  assert.equal(row('governor', { governors: { cpu0: 'schedutil', cpu1: 'schedutil', cpu2: 'performance', cpu3: 'performance',
    cpu8: null } }), 'schedutil on CPUs 0-1; performance on CPUs 2-3; unreadable (offline?) on CPU 8');
  assert.equal(row('governor', { governors: { cpu0: null }, governorNote: 'no cpufreq on this machine' }), 'no cpufreq on this machine');
  assert.equal(row('isolated CPUs', { isolated: '2-3' }, { cpuset: '1-3' }), '2-3: not the benchmark CPU 1');
  assert.equal(row('isolated CPUs', { isolated: '2-3' }), '2-3, but the benchmarks were not pinned to them');
  assert.equal(row('isolated CPUs', { isolated: '' }), 'none: the kernel schedules other tasks on every CPU');
  assert.equal(row('isolated CPUs', { isolated: null }), 'unknown: this kernel has no /sys/devices/system/cpu/isolated');
  assert.equal(row('nohz_full', { nohzFull: '2-3' }), '2-3: no timer tick there while a CPU runs one task');
  assert.equal(row('nohz_full', { nohzFull: '(null)' }), 'none: the timer tick interrupts every CPU');
  assert.equal(row('nohz_full', { nohzFull: null }), 'none: this kernel has no nohz_full, so the timer tick interrupts every CPU');
  assert.equal(row('load average', { loadAverage: [2.43, 0.97, 1.24] }),
    '2.43 over the last minute (0.97 over 5, 1.24 over 15): busy for 4 benchmark CPUs (limit 2.00, half a CPU each)');
  assert.equal(row('load average', { loadAverage: [2, 0.97, 1.24] }),
    '2.00 over the last minute (0.97 over 5, 1.24 over 15): quiet for 4 benchmark CPUs (limit 2.00, half a CPU each)');
  assert.equal(row('load average', { loadAverage: [0.62, 0.97, 1.24] }, { cpuset: '2' }),
    '0.62 over the last minute (0.97 over 5, 1.24 over 15): busy for 1 benchmark CPU (limit 0.50, half a CPU each)');
  assert.equal(row('load average', { loadAverage: null }), 'unknown');
  assert.equal(row('CPUs', {}), '4, benchmarks not pinned');
});

test('a clean start is said under the verdict and in the table, the machine\'s names escaped', () => {
  const cleanStart = { discarded: ['ccache', 'worktrees'], gitConfig: ['core.fsmonitor', 'filter.|x<b>.smudge'],
    hooks: ['post-checkout'] };
  assert.equal(cleanStartNote({ cleanStart }), '♻️ This run started from a clean state: an earlier run built a pull ' +
    'request without a sandbox, so its work trees, old binary and compiler cache were discarded, and git config ' +
    'keys and hooks that could start a program were removed. Details under Machine.');
  assert.match(cleanStartNote({ cleanStart: { ...cleanStart, discarded: [] } }, 'shard 1/2'),
    /^♻️ This run \(shard 1\/2\) removed git config keys or hooks that could start a program/);
  assert.equal(cleanStartNote({ cleanStart: null }), '');
  const table = renderMachine(readMachine({ root: tunableMachine() }), { cleanStart });
  const row = table.split('\n').find((line) => line.startsWith('| clean start |')) ?? '';
  assert.match(row, /discarded \(ccache, worktrees\); removed from the repository's git config: core\.fsmonitor, /);
  assert.ok(!row.includes('|x<b>'), row); // escaped: no cell closed, no tag
});

test('the record says how the run used the machine: the schedule and the stopping rule', () => {
  const record = readMachine({ root: tunableMachine() });
  const method = { schedule: 'blocks (old and new back to back, seeded order)',
    stopping: "adaptive: until a ±2% change would be found (99.9% power), 10–100 blocks, alpha spending 0.95·α·τ²" };
  const text = renderMachine(record, { method }, escapeMarkdown);
  assert.ok(text.endsWith('| kernel | 6.1.0-13-amd64 |\n| schedule | blocks (old and new back to back, seeded order) |\n' +
    "| stopping rule | adaptive: until a ±2% change would be found (99.9% power), 10–100 blocks, alpha spending 0.95·α·τ² |\n\n</details>"),
    text);
  // An unknown schedule (compare.js wrote no run record) is left out; the stopping rule asked for stays.
  const asked = renderMachine(record, { method: { schedule: null, stopping: 'fixed: 30 runs' } }, escapeMarkdown);
  assert.doesNotMatch(asked, /\| schedule \|/);
  assert.match(asked, /\| stopping rule \| fixed: 30 runs \|\n\n<\/details>$/);
});
test('a machine that was not tuned gets one line naming what was not; a tuned one gets none', () => {
  const root = tunableMachine();
  setGovernors({ root });
  const tuned = readMachine({ root });
  // Turbo on in the fixture: off for the tuned case.
  const record = { ...tuned, turbo: 'off (intel_pstate no_turbo=1)', loadAverage: [0.52, 0.4, 0.3] };
  assert.equal(untunedWarning({ record, cpuset: '2-3' }), '', 'performance, turbo off, pinned to isolated CPUs, load 0.26 per CPU');
  assert.equal(untunedWarning({ record: readMachine({ root: tunableMachine() }), cpuset: null }),
    '⚠️ The machine was not tuned for benchmarking (governor schedutil; turbo on; benchmarks not pinned to a CPU set): ' +
    'differences of a few percent may be its noise. Details under Machine.');
  assert.match(untunedWarning({ record, cpuset: '1-2' }), /\(CPUs 1-2 not isolated\)/);
  assert.match(untunedWarning({ record: { ...record, loadAverage: [1.01, 1, 1] }, cpuset: '2-3' }),
    /\(load 1\.01 on 2 benchmark CPUs\)/);
  assert.match(untunedWarning({ record: { ...record, governors: { cpu2: null, cpu3: null } }, cpuset: '2-3' }),
    /\(no CPU governor to set \(no cpufreq\)\)/);
  // Only the benchmark CPUs' governors count.
  assert.equal(untunedWarning({ record: { ...record, governors: { ...record.governors, cpu0: 'powersave' } }, cpuset: '2-3' }), '');
  assert.equal(untunedWarning({ record: { ...record, loadAverage: [9, 9, 9] }, cpuset: '2-3' }, 'shard 1/2'),
    '⚠️ The machine of shard 1/2 was not tuned for benchmarking (load 9 on 2 benchmark CPUs): differences of a few ' +
    'percent may be its noise. Details under Machine.');
});
