// src/untrusted-text.js: the one gate between text and the workflow log.
// What the runner would make of its output is read by its own rules
// (helpers/workflow-commands.js); test/untrusted-log.test.js runs a hostile
// pull request through the three jobs.

import test from 'node:test';
import assert from 'node:assert/strict';
import { forLog, guardLog } from '../src/untrusted-text.js';
import { commandsIn } from './helpers/workflow-commands.js';
import { fakeLog } from './helpers/fake-log.js';

test('forLog breaks every form of workflow command a reader still reads, and leaves other text alone', () => {
  const cases = {
    '::error::pwned': '\\::error::pwned',
    '  ::warning::pwned': '  \\::warning::pwned',
    '\t::add-mask::pwned': '\t\\::add-mask::pwned',
    'a\n::save-state name=a::b\r::set-output name=x::y': 'a\n\\::save-state name=a::b\r\\::set-output name=x::y',
    'name ##[set-output name=x;]pwned': 'name ##\\[set-output name=x;]pwned',
    '###[error]x': '###\\[error]x',
    // What .NET's culture-aware comparison may skip is named where it could hide `::` or `##[`.
    ':\u200b:error::pwned': ':<U+200B>:error::pwned',
    '\u0007::notice::pwned': '<U+0007>::notice::pwned',
    '#\u00ad#[error]pwned': '#<U+00AD>#[error]pwned',
    '##\u{E0041}[error]pwned': '##<U+E0041>[error]pwned',
    '##\x1b[0m': '##<U+001B>[0m',
    '  \u200b\u200c::error::pwned': '  <U+200B><U+200C>::error::pwned',
    // .NET trims U+0085 as a blank; a form feed is one to both.
    '\u0085 ::error::pwned': '\u0085 \\::error::pwned',
    '\f ::error::pwned': '\f \\::error::pwned',
    // Left as they are: `::` inside a line, a colour, an emoji's variation selector, a C++ name.
    'node-pr: v1 (a::b)': 'node-pr: v1 (a::b)',
    '\x1b[31merror\x1b[0m: x': '\x1b[31merror\x1b[0m: x',
    '⚠\ufe0f The old binary': '⚠\ufe0f The old binary',
    'v8::internal::Heap::Scavenge': 'v8::internal::Heap::Scavenge',
  };
  for (const [text, safe] of Object.entries(cases)) {
    assert.equal(forLog(text), safe, JSON.stringify(text));
    assert.equal(forLog(safe), safe, `idempotent: ${JSON.stringify(safe)}`);
  }
  assert.equal(forLog(42), '42');
});

test('no text through forLog is a workflow command to the runner: 50 000 strings of the pieces commands are made of',
  () => {
    const pieces = [':', ':', '#', '#', '[', ']', ' ', '\t', '\n', '\r', '\u200b', '\u00ad', '\u0085', '\f', '\x1b',
      '\x1b[0m', '\ufe0f', '\u2028', 'a', 'error', 'stop-commands', '\u0000'];
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 50_000; i++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 12) },
        () => pieces[Math.floor(next() * pieces.length)]).join('');
      const { commands } = commandsIn(`ours\n${forLog(text)}\n`);
      assert.deepEqual(commands, [], JSON.stringify(text));
    }
  });

test('guardLog: what is logged, failed with, grouped under or summarised goes through forLog; outputs, secrets and ' +
  'state are data and pass as they are', async () => {
  const recorder = fakeLog();
  const log = guardLog(recorder);
  assert.equal(guardLog(log), log, 'guarded once');
  log.info('::error::a');
  log.warning('##[error]b');
  log.debug('::debug::c');
  log.setFailed(new Error('x\n::add-mask::d'));
  log.startGroup('::group::e');
  log.endGroup();
  await log.summary.addRaw('| ##[x] |', true).write();
  log.setOutput('request', '{"f":"##[g"}');
  log.setSecret('::h');
  log.saveState('s', '::i');
  const { record } = recorder;
  assert.deepEqual([record.info, record.warnings, record.debug, record.failed, record.groups, record.summaries],
    [['\\::error::a'], ['##\\[error]b'], ['\\::debug::c'], ['x\n\\::add-mask::d'], ['\\::group::e'], ['| ##\\[x] |\n']]);
  assert.deepEqual([record.outputs, record.secrets, log.getState('s')], [{ request: '{"f":"##[g"}' }, ['::h'], '::i']);
});
