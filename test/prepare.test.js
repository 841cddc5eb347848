// The benchmark machine for one run (src/machine/prepare.js): held under the
// lock with the run's mark, and left clean however the run ends; tuned and
// recorded on a fake sysfs tree; the sandbox chosen, and what the post step
// must know of a run without one; and the post step's side, from the saved
// state (test/sysfs.test.js and test/disk-budget.test.js run it through
// the post step, forged states included).
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fakeLog } from './helpers/fake-log.js';
import { CPU, tunableMachine } from './helpers/fake-machine.js';
import { tempDir } from './helpers/temp.js';

// The machine's lock is a directory in the temporary directory: ours, set
// before src/ is loaded, so that another test run on this host cannot hold it.
const scratch = tempDir('nba-prepare-');
process.env.TMPDIR = scratch;
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

const { endLeftovers, holdMachine, markAfterUnsandboxed, prepareMachine, prepareSandbox, removeLeftScratch, restoreGovernor,
  sandboxRecord } = await import('../src/machine/prepare.js');
const { DEFAULT_LOCK } = await import('../src/machine/lock.js');
const { RUN_MARK } = await import('../src/machine/processes.js');
const { readMachine } = await import('../src/machine/sysfs.js');

/** The settings prepareMachine and prepareSandbox read. @param {Record<string, any>} [values] */
const settings = (values = {}) => /** @type {any} */ ({ cpuset: null, governor: 'keep', requireTuned: false, sandbox: 'none',
  oldBinary: null, newBinary: null, ...values });

/** A work directory of the test's own (RUNNER_TOOL_CACHE), with a scratch directory in it. */
function workEnv(t) {
  const toolCache = tempDir('nba-prepare-work-');
  t.after(() => fs.rmSync(toolCache, { recursive: true, force: true }));
  const scratchDir = path.join(toolCache, 'node-benchmark-action', 'o-r', 'scratch');
  return { env: { RUNNER_TOOL_CACHE: toolCache, GITHUB_REPOSITORY: 'o/r' }, scratchDir };
}

test('holdMachine: the task runs holding the lock, under a new mark saved for the post step; then what it left ' +
  'running is ended, its scratch directories removed and the lock released', async (t) => {
  const { env, scratchDir } = workEnv(t);
  const log = fakeLog();
  let mark = '';
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  const result = await holdMachine({ log, env }, 'pull request 12 (alpha)', async (given) => {
    mark = given;
    assert.equal(JSON.parse(fs.readFileSync(path.join(DEFAULT_LOCK, 'owner.json'), 'utf8')).mark, mark);
    fs.mkdirSync(path.join(scratchDir, 'benchmark'), { recursive: true });
    // A process of the run that outlives it.
    child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { env: { ...process.env, [RUN_MARK]: mark },
      stdio: 'ignore' });
    await new Promise((resolve) => child?.once('spawn', resolve));
    return 'measured';
  });
  assert.equal(result, 'measured');
  assert.match(mark, /^[0-9a-f-]{36}$/);
  assert.equal(log.record.state['run-mark'], mark);
  const [code, signal] = await new Promise((resolve) => child?.once('exit', (...ended) => resolve(ended)));
  assert.deepEqual([code, signal], [null, 'SIGKILL']);
  assert.ok(log.record.info.includes('Ended 1 process the run left behind.'), log.record.info.join('\n'));
  assert.equal(fs.existsSync(scratchDir), false);
  assert.equal(fs.existsSync(DEFAULT_LOCK), false);
});

test('holdMachine: a task that throws leaves the machine clean too, and its error is the one seen', async (t) => {
  const { env, scratchDir } = workEnv(t);
  const log = fakeLog();
  await assert.rejects(holdMachine({ log, env }, 'alpha', async () => {
    fs.mkdirSync(scratchDir, { recursive: true });
    throw new Error('the build broke');
  }), { message: 'the build broke' });
  assert.equal(fs.existsSync(scratchDir), false);
  assert.equal(fs.existsSync(DEFAULT_LOCK), false);
  assert.deepEqual(log.record.warnings, []);
});

test('prepareMachine: the record of the machine, and the governor left alone unless asked', () => {
  const root = tunableMachine(scratch);
  const log = fakeLog();
  const { record, tuning } = prepareMachine({ settings: settings(), log, machineRoot: root });
  assert.equal(record.cpuModel, 'Intel(R) Xeon(R) E-2388G');
  assert.deepEqual(record.cpus, [0, 1, 2, 3]);
  assert.deepEqual(tuning, ['governor left as it is (governor: keep)']);
  assert.deepEqual(log.record.state, {});
});

test('prepareMachine: the performance governor set, what it was saved for the post step, and the record read after', () => {
  const root = tunableMachine(scratch);
  const log = fakeLog();
  const { record, tuning } = prepareMachine({ settings: settings({ governor: 'performance' }), log, machineRoot: root });
  assert.deepEqual(Object.values(record.governors), Array(4).fill('performance'));
  assert.deepEqual(tuning, ['cpu0: schedutil -> performance', 'cpu1: schedutil -> performance',
    'cpu2: schedutil -> performance', 'cpu3: schedutil -> performance']);
  assert.deepEqual(JSON.parse(log.record.state.governors),
    { cpu0: 'schedutil', cpu1: 'schedutil', cpu2: 'schedutil', cpu3: 'schedutil' });
  assert.equal(log.record.state['machine-root'], root);
});

test('prepareMachine: a CPU that cannot be tuned is a warning, and fails the run with require-tuned', () => {
  const root = tunableMachine(scratch);
  fs.writeFileSync(path.join(root, CPU, 'cpu1/cpufreq/scaling_available_governors'), 'powersave\n');
  const problem = "cpu1: governor 'performance' is not available (powersave)";
  const log = fakeLog();
  const { tuning } = prepareMachine({ settings: settings({ governor: 'performance' }), log, machineRoot: root });
  assert.ok(tuning.includes(problem), tuning.join('\n'));
  assert.deepEqual(log.record.warnings, [`Machine: ${problem}`]);
  assert.throws(() => prepareMachine({ settings: settings({ governor: 'performance', requireTuned: true }), log: fakeLog(),
    machineRoot: root }), { message: `The machine could not be tuned and 'require-tuned' is set:\n${problem}` });
});

test('prepareMachine: a cpuset beyond the machine\'s CPUs is refused', () => {
  const root = tunableMachine(scratch);
  assert.throws(() => prepareMachine({ settings: settings({ cpuset: '7' }), log: fakeLog(), machineRoot: root }),
    { message: "Invalid 'cpuset': CPU 7 not present on this machine (present: 0,1,2,3)" });
});

test('prepareSandbox: a pull request\'s code without a sandbox is said, and marked for the post step; the workflow\'s ' +
  'own binaries and track\'s builds are not marked', () => {
  const log = fakeLog();
  assert.deepEqual(prepareSandbox({ settings: settings(), log }, { trusted: false }),
    { kind: 'none', reason: "the 'sandbox' input is 'none'" });
  assert.deepEqual(log.record.warnings, ["The pull request's code runs without a sandbox: the 'sandbox' input is 'none'"]);
  assert.equal(log.record.state.unsandboxed, '1');
  /** @type {Array<[Record<string, any>, boolean]>} */
  const notPullRequestCode = [[{ oldBinary: '/a', newBinary: '/b' }, false], [{}, true]];
  for (const [values, trusted] of notPullRequestCode) {
    const quiet = fakeLog();
    prepareSandbox({ settings: settings(values), log: quiet }, { trusted });
    assert.equal(quiet.record.state.unsandboxed, undefined);
    assert.equal(quiet.record.warnings.length, 1);
  }
});

test('sandboxRecord: what machine.json keeps of the sandbox (never bwrap\'s path)', () => {
  assert.deepEqual(sandboxRecord({ kind: 'bwrap', command: '/usr/bin/bwrap' }), { kind: 'bwrap' });
  assert.deepEqual(sandboxRecord({ kind: 'none', reason: 'bwrap is not installed' }), { kind: 'none', reason: 'bwrap is not installed' });
});

test('post side: the governor the run set is restored from the state; a state of another root or not JSON writes nothing',
  () => {
    const root = tunableMachine(scratch);
    const main = fakeLog();
    prepareMachine({ settings: settings({ governor: 'performance' }), log: main, machineRoot: root });
    const governors = () => Object.values(readMachine({ root }).governors);
    const forged = fakeLog({ ...main.record.state, 'machine-root': '/home/runner' });
    restoreGovernor(forged, root);
    assert.match(forged.record.warnings[0], /^Did not restore the governor: the saved state names the machine root "\/home\/runner"/);
    const broken = fakeLog({ ...main.record.state, governors: '{not json' });
    restoreGovernor(broken, root);
    assert.match(broken.record.warnings[0], /^Did not restore the governor: the saved state 'governors' is not JSON/);
    assert.deepEqual(governors(), Array(4).fill('performance'));
    const post = fakeLog(main.record.state);
    restoreGovernor(post, root);
    assert.deepEqual(post.record.info, ['Governor restored on 4 CPUs.']);
    assert.deepEqual(governors(), Array(4).fill('schedutil'));
    const untouched = fakeLog();
    restoreGovernor(untouched, root);
    assert.deepEqual(untouched.record.info, ['Nothing to restore: the governor was not changed.']);
  });

test('post side: what a killed run left running is ended, through the mark in the state', async () => {
  const log = fakeLog();
  const mark = '0b0e1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
  log.saveState('run-mark', mark);
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { env: { ...process.env, [RUN_MARK]: mark },
    stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal)));
  endLeftovers(log);
  assert.equal(await exited, 'SIGKILL');
  assert.deepEqual(log.record.warnings, ['Ended 1 process the run left running.']);
  const nothing = fakeLog();
  endLeftovers(nothing);
  assert.deepEqual(nothing.record.warnings, []);
});

test('post side: a killed run\'s scratch directories are removed, and its work directory marked again when it ran a ' +
  'pull request\'s code without a sandbox; nothing without the state', (t) => {
  const { env, scratchDir } = workEnv(t);
  fs.mkdirSync(scratchDir, { recursive: true });
  const root = path.dirname(scratchDir);
  const quiet = fakeLog();
  removeLeftScratch(quiet, env, DEFAULT_LOCK);
  markAfterUnsandboxed(quiet, env);
  assert.equal(fs.existsSync(scratchDir), true);
  assert.equal(fs.existsSync(path.join(root, 'untrusted')), false);
  assert.deepEqual([quiet.record.info, quiet.record.warnings], [[], []]);

  const log = fakeLog({ 'run-mark': '0b0e1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', 'unsandboxed': '1' });
  removeLeftScratch(log, env, DEFAULT_LOCK);
  markAfterUnsandboxed(log, env);
  assert.equal(fs.existsSync(scratchDir), false);
  assert.match(fs.readFileSync(path.join(root, 'untrusted'), 'utf8'), /marked again by the post step/);
  assert.deepEqual(log.record.info, [`Removed the scratch directories the run left in ${scratchDir}.`,
    `Marked ${root} untrusted: the pull request's code ran without a sandbox, and the next run discards what it left.`]);
});
