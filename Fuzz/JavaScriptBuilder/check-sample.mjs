// Checks the scripts Fuzz/JavaScriptBuilder saved in a real JavaScript engine.
//
//   node Fuzz/JavaScriptBuilder/check-sample.mjs <sample directory>
//
// For every <n>.js / <n>.txt pair: the script, run as a classic script, calls fuzz.check exactly
// once; its first argument equals the UTF-8 text of <n>.txt; the object argument has exactly one
// own property named by the text and an own "__proto__" property (one and the same when the
// text is "__proto__"), with the expected values, and its prototype is untouched; the script contains nothing that would
// end an HTML <script> element early.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

const directory = process.argv[2];
const names = readdirSync(directory).filter((name) => name.endsWith('.js'));
let failures = 0;
const fail = (name, message) => {
  failures += 1;
  console.error(`${name}: ${message}`);
};

for (const name of names) {
  const script = readFileSync(join(directory, name), 'utf8');
  const expected = readFileSync(join(directory, name.replace(/\.js$/, '.txt')), 'utf8');
  if (/<\/script|<!--|\u2028|\u2029/i.test(script)) fail(name, 'script contains an HTML or line-separator hazard');
  const calls = [];
  const context = vm.createContext({ fuzz: { check: (...args) => calls.push(args) } });
  try {
    vm.runInContext(script, context, { timeout: 1000 });
  } catch (error) {
    fail(name, `script threw ${error}`);
    continue;
  }
  if (calls.length !== 1) { fail(name, `fuzz.check was called ${calls.length} times`); continue; }
  const [text, object] = calls[0];
  if (text !== expected) fail(name, `string differs: ${JSON.stringify(text)} vs ${JSON.stringify(expected)}`);
  if (Object.getPrototypeOf(object) !== vm.runInContext('Object.prototype', context)) fail(name, 'prototype was changed');
  const keys = Object.getOwnPropertyNames(object).sort();
  const wanted = [...new Set([expected, '__proto__'])].sort();
  if (JSON.stringify(keys) !== JSON.stringify(wanted)) fail(name, `own keys ${JSON.stringify(keys)}`);
  const protoValue = Object.getOwnPropertyDescriptor(object, '__proto__').value;
  if (expected === '__proto__') {
    if (protoValue !== expected) fail(name, 'own __proto__ value differs');
  } else if (object[expected] !== expected || !Array.isArray(protoValue) || protoValue[0] !== expected) {
    fail(name, 'object values differ');
  }
}
console.log(`node: checked ${names.length} sampled scripts, ${failures} failures`);
process.exit(failures === 0 ? 0 : 1);
