'use strict';

// The URL inputs common.js offers benchmarks (`common.urls`,
// `common.searchParams`, `common.bakeUrlData`), as Node core's common.js
// defines them, so that its url and querystring benchmarks run unmodified.

const path = require('path');

const urls = {
  long: 'http://nodejs.org:89/docs/latest/api/foo/bar/qua/13949281/0f28b/' +
        '/5d49/b3020/url.html#test?payload1=true&payload2=false&test=1' +
        '&benchmark=3&foo=38.38.011.293&bar=1234834910480&test=19299&3992&' +
        'key=f5c65e1e98fe07e648249ad41e1cfdb0',
  short: 'https://nodejs.org/en/blog/',
  idn: 'http://你好你好.在线',
  auth: 'https://user:pass@example.com/path?search=1',
  file: 'file:///foo/bar/test/node.js',
  ws: 'ws://localhost:9229/f46db715-70df-43ad-a359-7f9949f39868',
  javascript: 'javascript:alert("node is awesome");',
  percent: 'https://%E4%BD%A0/foo',
  dot: 'https://example.org/./a/../b/./c',
};

const searchParams = {
  noencode: 'foo=bar&baz=quux&xyzzy=thud',
  multicharsep: 'foo=bar&&&&&&&&&&baz=quux&&&&&&&&&&xyzzy=thud',
  encodefake: 'foo=%©ar&baz=%A©uux&xyzzy=%©ud',
  encodemany: '%66%6F%6F=bar&%62%61%7A=quux&xyzzy=%74h%75d',
  encodelast: 'foo=bar&baz=quux&xyzzy=thu%64',
  multivalue: 'foo=bar&foo=baz&foo=quux&quuy=quuz',
  multivaluemany: 'foo=bar&foo=baz&foo=quux&quuy=quuz&foo=abc&foo=def&' +
                  'foo=ghi&foo=jkl&foo=mno&foo=pqr&foo=stu&foo=vwxyz',
  manypairs: 'a&b&c&d&e&f&g&h&i&j&k&l&m&n&o&p&q&r&s&t&u&v&w&x&y&z',
  manyblankpairs: '&&&&&&&&&&&&&&&&&&&&&&&&',
  altspaces: 'foo+bar=baz+quux&xyzzy+thud=quuy+quuz&abc=def+ghi',
};

// Node core reads the WPT URL corpus from its test fixtures; a benchmark
// directory without them can still use every other data type.
function getUrlData(withBase) {
  const file = path.join(__dirname, '..', 'test', 'fixtures', 'wpt', 'url', 'resources',
                         'urltestdata.json');
  let data;
  try {
    data = require(file);
  } catch {
    throw new Error(`url data type 'wpt' needs ${file}, which is not here; ` +
                    `use one of: ${Object.keys(urls).join(', ')}`);
  }
  const result = [];
  for (const item of data) {
    if (item.failure || !item.input) continue;
    if (withBase) {
      result.push([item.input, item.base]);
    } else if (item.base !== 'about:blank') {
      result.push(item.base);
    }
  }
  return result;
}

function bakeUrlData(type, e = 0, withBase = false, asUrl = false) {
  let result;
  if (type === 'wpt') {
    result = getUrlData(withBase);
  } else if (urls[type]) {
    const input = urls[type];
    result = new Array(200).fill(withBase ? [input, 'about:blank'] : input);
  } else {
    throw new Error(`Unknown url data type ${type}`);
  }
  if (typeof e !== 'number') {
    throw new Error(`e must be a number, received ${e}`);
  }
  for (let i = 0; i < e; ++i) result = result.concat(result);
  if (asUrl) {
    result = withBase ?
      result.map(([input, base]) => new URL(input, base)) :
      result.map((input) => new URL(input));
  }
  return result;
}

module.exports = { urls, searchParams, bakeUrlData };
