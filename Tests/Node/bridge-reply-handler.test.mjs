// nativeBridge.call through a reply handler (WKScriptMessageHandlerWithReply): the promise its
// postMessage returns settles the call.
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { copyOut, createPage, dialects } from './harness.mjs';

const bareShape = {
  typeCallback: (action, data) => ({ type: action, data }),
  wadInterface: (action, data) => ({ action, actionArgs: data }),
  actionUUID: (action, data) => ({ action, body: data }),
};

/** A reply handler that records what it was posted and lets the test settle each promise. */
function replyHandler(name = 'nativeBridgeReply') {
  const calls = [];
  return {
    name,
    calls,
    postMessage: (message) =>
      new Promise((resolve, reject) => calls.push({ message: copyOut(message), resolve, reject })),
  };
}

for (const dialect of dialects) {
  describe(`the reply handler in the ${dialect} dialect`, () => {
    let page;
    afterEach(() => page?.dispose());

    test('gets the dialect message without reply fields, and the plain handler gets nothing', () => {
      const handler = replyHandler();
      page = createPage({ config: { dialect, replyHandlerName: handler.name }, replyHandler: handler });
      page.bridge.call('getUserInfo', { fields: ['name'] });
      assert.deepEqual(handler.calls.at(-1).message, bareShape[dialect]('getUserInfo', { fields: ['name'] }));
      assert.equal(page.posted.length, 0);
    });
  });
}

describe('a call through the reply handler', () => {
  let page;
  let handler;
  afterEach(() => page?.dispose());
  const open = (config = {}) => {
    handler = replyHandler();
    page = createPage({ config: { replyHandlerName: handler.name, ...config }, replyHandler: handler });
  };

  test('resolves with the value the handler resolves with', async () => {
    open();
    const result = page.bridge.call('getAppVersion');
    handler.calls.at(-1).resolve({ version: '1.0.0' });
    assert.deepEqual(copyOut(await result), { version: '1.0.0' });
  });

  test('rejects with the code and message of a "<CODE>: <message>" rejection', async () => {
    open();
    const result = page.bridge.call('nope');
    handler.calls.at(-1).reject(new Error('UNKNOWN_ACTION: No handler for action "nope": see the docs.'));
    await assert.rejects(result, { code: 'UNKNOWN_ACTION', message: 'No handler for action "nope": see the docs.' });
  });

  test('rejects with NATIVE_ERROR and the whole text when the rejection has no code', async () => {
    open();
    const result = page.bridge.call('getAppVersion');
    handler.calls.at(-1).reject(new Error('WKWebView API client did not respond to this postMessage'));
    await assert.rejects(result, {
      code: 'NATIVE_ERROR',
      message: 'WKWebView API client did not respond to this postMessage',
    });
  });

  test('times out like any call, and a late answer changes nothing', async () => {
    open({ timeout: 5 });
    const result = page.bridge.call('slow');
    await assert.rejects(result, { code: 'TIMEOUT' });
    handler.calls.at(-1).resolve('late');
    assert.equal(page.bridge._pending.size, 0);
  });

  test('fails with POST_FAILED when postMessage throws', async () => {
    handler = { name: 'nativeBridgeReply', postMessage: () => { throw new Error('DataCloneError'); } };
    page = createPage({ config: { replyHandlerName: handler.name }, replyHandler: handler });
    await assert.rejects(page.bridge.call('x'), { code: 'POST_FAILED', message: 'DataCloneError' });
  });
});

test('a page without the named reply handler posts to the plain handler', async () => {
  const page = createPage({ config: { replyHandlerName: 'nativeBridgeReply' } });
  page.bridge.call('getAppVersion');
  assert.equal(page.posted.at(-1).type, 'getAppVersion');
  assert.match(page.posted.at(-1).callback, /^nativeBridge\._cb\.c_/);
  page.dispose();
});
