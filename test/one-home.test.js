// One home per text concept: each rule below is written in one file of
// src/ or benchmark/ and imported everywhere else, so two copies cannot
// drift apart (the gate's SHA and the history store's were two; the
// comment's invisible characters were five). Each subtest scans the code
// lines (comments left out: they may show an example) for the shape a
// second definition would have, and finds it in the home only.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helpers/bench-dir.js';

const FILES = ['src', 'benchmark'].flatMap((top) => fs.readdirSync(path.join(repoRoot, top), { recursive: true })
  .map((f) => path.join(top, String(f))).filter((f) => /\.[cm]?js$/.test(f) && !f.includes(`${path.sep}fixtures`)));

/** A file's code, without its comment lines. @param {string} file */
const code = (file) => fs.readFileSync(path.join(repoRoot, file), 'utf8').split('\n')
  .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line)).join('\n');

/**
 * Each concept's home, the shape a second definition would have, and such
 * a definition as someone might write it again (the shape must find it);
 * also: files whose code has the shape for another concept, and which one.
 * @type {Record<string, { home: string, shape: RegExp, copy: string, also?: Record<string, string> }>}
 */
const CONCEPTS = {
  'a commit SHA': { home: 'benchmark/_lib/commit-sha.js', shape: /\{40\}/,
    copy: 'const isCommit = (s) => /^[0-9a-f]{40}$/.test(s);' },
  'a SHA-256 in hex': { home: 'benchmark/_lib/file-hash.js', shape: /\{64\}/,
    copy: "if (!/^[0-9a-fA-F]{64}$/.test(hash)) throw new Error('not a hash');" },
  // A class of format characters (bidi controls, zero-width ones), spelled
  // by category or written out, or a code point named as U+XXXX.
  'the characters a reader cannot see, and how one is named': {
    home: 'benchmark/_lib/code-span.js',
    shape: /\\p\{Cf\}|Default_Ignorable_Code_Point|\\u202[a-eA-E]|\\u2066|\\u200[b-fB-F]-|U\+\$\{/,
    copy: 'const HIDDEN = /[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]/u;',
    also: {
      'src/untrusted-text.js': "what the runner's .NET comparison may skip next to `:`, `#` or `[` (an emoji's " +
        'variation selector too, which a reader sees); it names them with characterName',
      'benchmark/_lib/text.js': "a character's display width: a format character takes no column",
    },
  },
  'breaking `<!--` in text from a run': { home: 'benchmark/_lib/code-span.js', shape: /<!--\/|<\\u200b!--/i,
    copy: "const inert = text.replace(/<!--/g, '<\\u200b!--');" },
  'keeping a mention, an issue or a link from being made': { home: 'benchmark/_lib/code-span.js',
    shape: /(?:[@#:]|\$1)\\u200b/, copy: "const quiet = text.replace(/@/g, '@\\u200b');" },
  // A class of wide characters or of zero-width marks, or a per-character width.
  'the columns a text takes': { home: 'benchmark/_lib/text.js',
    shape: /\\p\{M[ne]\}|\\u\{?1100\b|0x1100\b|\\u4[Ee]00|0x4e00|\\u\{?[Aa][Cc]00|\\u3000-|\\u3041|East_Asian|Emoji_Presentation/,
    copy: 'const wide = (c) => (/[\\u1100-\\u115F\\u2E80-\\u303E\\u4E00-\\u9FFF]/u.test(c) ? 2 : 1);' },
  // An entity for what markup reads, or a class of just those characters (a copy may blank them instead).
  'escaping text for HTML': { home: 'benchmark/_lib/text.js', shape: /&(?:amp|lt|gt|quot|apos|#39|#x26|#60);|\[[&<>"']{3,5}\]/,
    copy: "const safe = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');" },
};

for (const [what, { home, shape, copy, also = {} }] of Object.entries(CONCEPTS)) {
  test(`${what} is defined once, in ${home}`, () => {
    assert.match(copy, shape, 'the shape finds a copy');
    const where = FILES.filter((f) => shape.test(code(f)));
    const expected = [home, ...Object.keys(also)].map((f) => path.join(...f.split('/'))).sort();
    assert.deepEqual(where.sort(), expected, `${what} (${shape}) is in ${where.join(', ')}`);
  });
}
