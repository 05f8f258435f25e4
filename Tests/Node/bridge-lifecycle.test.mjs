// Loading, reloading, ids and configuration of bridge.js.
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { createPage, dialects, messageId, replyScript } from './harness.mjs';

let pages = [];
const open = (options) => {
  const page = createPage(options);
  pages.push(page);
  return page;
};
afterEach(() => {
  pages.forEach((page) => page.dispose());
  pages = [];
});

const identifierPath = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

describe('ready', () => {
  for (const dialect of dialects) {
    test(`is the first message, posted as a call with action "ready" (${dialect})`, () => {
      const page = open({ config: { dialect } });
      assert.equal(page.posted.length, 1);
      const message = page.posted[0];
      assert.equal(message.type ?? message.action, 'ready');
    });
  }

  test('waits for DOMContentLoaded while the document is still being parsed', () => {
    const listeners = [];
    const document = {
      readyState: 'loading',
      addEventListener: (type, listener, options) => listeners.push({ type, listener, options }),
    };
    const page = open({ document });
    assert.equal(page.posted.length, 0);
    assert.deepEqual(listeners.map(({ type, options }) => [type, options?.once]), [['DOMContentLoaded', true]]);
    listeners[0].listener();
    assert.deepEqual(page.posted.map((message) => message.type), ['ready']);
  });

  test('is posted at once when the document is already parsed', () => {
    const page = open({ document: { readyState: 'interactive', addEventListener: () => assert.fail('no wait') } });
    assert.deepEqual(page.posted.map((message) => message.type), ['ready']);
  });

  test('is not posted again when bridge.js is loaded a second time', () => {
    const page = open();
    page.load();
    assert.equal(page.posted.filter((message) => message.type === 'ready').length, 1);
  });

  test('reply to ready is accepted and clears the pending entry', async () => {
    const page = open();
    page.evaluate(replyScript(page.posted[0], { success: true }));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(page.bridge._pending.size, 0);
  });
});

describe('loading twice in one document', () => {
  test('keeps pending calls, which the first load\'s reply still settles', async () => {
    const page = open({ config: { dialect: 'actionUUID' } });
    const result = page.bridge.call('getUserInfo');
    const message = page.lastMessage;
    page.load();
    page.evaluate(replyScript(message, { success: true, data: 'kept' }));
    assert.equal(await result, 'kept');
  });

  test('keeps the same bridge object and its listeners', () => {
    const page = open();
    const bridge = page.bridge;
    const received = [];
    bridge.on('tick', (data) => received.push(data));
    page.load();
    page.evaluate('nativeBridge.emit("tick", 1);');
    assert.equal(page.bridge, bridge);
    assert.deepEqual(received, [1]);
  });
});

describe('call ids', () => {
  for (const dialect of dialects) {
    test(`do not repeat across two documents (${dialect})`, () => {
      const first = open({ config: { dialect } });
      const second = open({ config: { dialect } });
      for (const page of [first, second]) {
        page.bridge.call('a');
        page.bridge.call('b');
      }
      const ids = [...first.posted, ...second.posted].map(messageId);
      assert.equal(new Set(ids).size, ids.length);
    });
  }

  test('do not repeat across two documents loaded in the same millisecond', () => {
    const now = () => 1_700_000_000_000;
    const first = open({ now });
    const second = open({ now });
    assert.notEqual(first.bridge._session, second.bridge._session);
  });

  test('are distinct within one document', () => {
    const page = open({ config: { dialect: 'wadInterface' } });
    for (let index = 0; index < 50; index += 1) page.bridge.call('x');
    const ids = page.posted.map(messageId);
    assert.equal(new Set(ids).size, ids.length);
  });

  test('typeCallback callback names are dotted identifier paths', () => {
    const page = open();
    page.bridge.call('x');
    assert.match(page.lastMessage.callback, identifierPath);
  });
});

describe('posting', () => {
  test('without the message handler rejects with UNAVAILABLE and leaves no entry', async () => {
    const page = open({ handlerName: 'somethingElse' });
    await assert.rejects(page.bridge.call('x'), { code: 'UNAVAILABLE' });
    assert.equal(page.bridge._pending.size, 0);
  });

  test('a throwing postMessage rejects with POST_FAILED and leaves no entry', async () => {
    const page = open({
      postMessage: () => {
        throw new Error('DataCloneError');
      },
    });
    await assert.rejects(page.bridge.call('x', { f() {} }), { code: 'POST_FAILED' });
    assert.equal(page.bridge._pending.size, 0);
  });

  test('uses the configured handler name', () => {
    const page = open({ handlerName: 'app', config: { handlerName: 'app' } });
    page.bridge.call('x');
    assert.equal(page.lastMessage.type, 'x');
  });
});

describe('configuration', () => {
  test('typeCallback is the default dialect', () => {
    const page = open();
    assert.equal(page.bridge.dialect, 'typeCallback');
    assert.ok('callback' in page.posted[0]);
  });

  test('an unknown dialect stops the load with a message naming it', () => {
    assert.throws(() => open({ config: { dialect: 'jsonRpc' } }), /jsonRpc/);
  });

  test('replyFunction installs the actionUUID reply function at that path', async () => {
    const page = open({ config: { dialect: 'actionUUID', replyFunction: 'app.bridge.reply' } });
    const result = page.bridge.call('x');
    page.evaluate(`app.bridge.reply(${JSON.stringify(page.lastMessage.uuid)}, {success: true, data: 7});`);
    assert.equal(await result, 7);
  });

  test('eventFunction installs the event function at that path', () => {
    const page = open({ config: { eventFunction: 'app.onEvent' } });
    const received = [];
    page.bridge.on('tick', (data) => received.push(data));
    page.evaluate('app.onEvent("tick", 3);');
    assert.deepEqual(received, [3]);
  });

  test('wadNamespace moves fromNative and fromNativeEvent', async () => {
    const page = open({ config: { dialect: 'wadInterface', wadNamespace: 'legacy.wad' } });
    const result = page.bridge.call('x');
    page.evaluate(`legacy.wad.fromNative(${JSON.stringify(page.lastMessage.callbackId)}, true, "ok");`);
    assert.equal(await result, 'ok');
    assert.equal(page.context.wadInterface, undefined);
  });
});
