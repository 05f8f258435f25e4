// Plays one page for NodeRoundTripTests.swift: node roundtrip-driver.mjs <plan.json>
//
// The plan (written by the Swift test) says which calls the page makes and which scripts native
// code evaluates afterwards; the scripts are files next to the plan, evaluated byte for byte.
//   { "config": {...}, "calls": [{"action": "a", "payload": <json>}], "listen": ["event"],
//     "scripts": ["reply-0.js"], "probes": ["typeof pwned"],
//     "withoutBridge": false, "prelude": "var nativeBridge = null;" }
// withoutBridge plays a page that never loaded bridge.js; prelude runs before anything else.
// Prints one JSON object: { posted, results, events, scriptErrors, probes, reported }.
// Ids are predictable: Math.random and Date.now are fixed, so the session prefix is "0i", the
// ready call is "0i_1" and plan.calls[k] is "0i_<k + 2>".
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copyOut, createPage } from './harness.mjs';

const planPath = process.argv[2];
const plan = JSON.parse(readFileSync(planPath, 'utf8'));
const page = createPage({
  config: plan.config, random: () => 0.5, now: () => 0, withoutBridge: plan.withoutBridge === true,
});
if (plan.prelude) page.evaluate(plan.prelude);

const events = [];
for (const name of plan.withoutBridge ? [] : plan.listen ?? []) {
  page.bridge.on(name, (data) => events.push({ name, data: copyOut(data) ?? null }));
}

const results = (plan.withoutBridge ? [] : plan.calls ?? []).map(({ action, payload }) => {
  const result = { status: 'pending' };
  page.bridge.call(action, payload, { timeout: 0 }).then(
    (value) => Object.assign(result, { status: 'resolved', value: copyOut(value) ?? null }),
    (error) => Object.assign(result, { status: 'rejected', code: error.code, message: error.message }),
  );
  return result;
});

const scriptErrors = [];
for (const name of plan.scripts ?? []) {
  try {
    page.evaluate(readFileSync(join(dirname(planPath), name), 'utf8'));
  } catch (error) {
    scriptErrors.push(`${name}: ${error && error.message}`);
  }
}

// Promise reactions run before the next macrotask.
await new Promise((resolve) => setImmediate(resolve));
const probes = (plan.probes ?? []).map((expression) => String(page.evaluate(expression)));
const reported = page.reported.map((error) => String(error && error.message));
page.dispose();
process.stdout.write(JSON.stringify({ posted: page.posted, results, events, scriptErrors, probes, reported }));
