// nativeBridge.call in each dialect: the posted message, and how replies settle the promise.
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { copyOut, createPage, dialects, messageId, replyScript } from './harness.mjs';

const expectedShape = {
  typeCallback: (id, action, data) => ({ type: action, callback: id, data }),
  wadInterface: (id, action, data) => ({ callbackId: id, action, actionArgs: data }),
  actionUUID: (id, action, data) => ({ action, uuid: id, body: data }),
};

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (const dialect of dialects) {
  describe(`call in the ${dialect} dialect`, () => {
    let page;
    const open = () => (page = createPage({ config: { dialect } }));
    afterEach(() => page?.dispose());

    test('posts the dialect message with the action and data', () => {
      open();
      page.bridge.call('getUserInfo', { fields: ['name'] });
      const message = page.lastMessage;
      const id = messageId(message);
      assert.deepEqual(message, expectedShape[dialect](id, 'getUserInfo', { fields: ['name'] }));
    });

    test('posts null when data is omitted', () => {
      open();
      page.bridge.call('getAppVersion');
      const message = page.lastMessage;
      assert.deepEqual(message, expectedShape[dialect](messageId(message), 'getAppVersion', null));
    });

    test('success reply resolves the promise with the reply data', async () => {
      open();
      const result = page.bridge.call('getAppVersion');
      page.evaluate(replyScript(page.lastMessage, { success: true, data: { version: '1.0.0' } }));
      assert.deepEqual(copyOut(await result), { version: '1.0.0' });
    });

    test('reply settles the call it names, not another pending call', async () => {
      open();
      const first = page.bridge.call('first');
      const firstMessage = page.lastMessage;
      const second = page.bridge.call('second');
      page.evaluate(replyScript(page.lastMessage, { success: true, data: 'two' }));
      page.evaluate(replyScript(firstMessage, { success: true, data: 'one' }));
      assert.deepEqual([await first, await second], ['one', 'two']);
    });

    test('failure reply rejects with the native code and message', async () => {
      open();
      const result = page.bridge.call('openUrl', { url: 'x' });
      page.evaluate(
        replyScript(page.lastMessage, { success: false, code: 'INVALID_ARGUMENT', message: 'bad url' }),
      );
      await assert.rejects(result, { code: 'INVALID_ARGUMENT', message: 'bad url' });
    });

    test('settled call is removed from the registry', async () => {
      open();
      const result = page.bridge.call('getAppVersion');
      const message = page.lastMessage;
      page.evaluate(replyScript(message, { success: true, data: 1 }));
      await result;
      const id = messageId(message).replace('nativeBridge._cb.c_', '');
      assert.equal(page.bridge._pending.has(id), false);
      assert.equal(Object.keys(page.bridge._cb).includes(`c_${id}`), false);
    });

    test('settled call cancels its timeout timer', async () => {
      open();
      const timersBefore = page.activeTimers;
      const result = page.bridge.call('getAppVersion', null, { timeout: 1000 });
      page.evaluate(replyScript(page.lastMessage, { success: true }));
      await result;
      assert.equal(page.activeTimers, timersBefore);
    });

    test('call without reply rejects with TIMEOUT after its timeout', async () => {
      open();
      await assert.rejects(page.bridge.call('slow', null, { timeout: 20 }), { code: 'TIMEOUT' });
    });

    test('timed out call is removed from the registry', async () => {
      open();
      const before = page.bridge._pending.size;
      await assert.rejects(page.bridge.call('slow', null, { timeout: 20 }));
      assert.equal(page.bridge._pending.size, before);
    });

    test('reply after the timeout is ignored without throwing', async () => {
      open();
      const result = page.bridge.call('slow', null, { timeout: 20 });
      const message = page.lastMessage;
      await assert.rejects(result, { code: 'TIMEOUT' });
      assert.doesNotThrow(() => page.evaluate(replyScript(message, { success: true, data: 1 })));
    });

    test('duplicate reply is ignored and the first reply wins', async () => {
      open();
      const result = page.bridge.call('getAppVersion');
      const message = page.lastMessage;
      page.evaluate(replyScript(message, { success: true, data: 'first' }));
      assert.doesNotThrow(() =>
        page.evaluate(replyScript(message, { success: false, code: 'LATE', message: 'late' })),
      );
      assert.equal(await result, 'first');
    });

    test('call without timeout option uses the configured default timeout', async () => {
      page = createPage({ config: { dialect, timeout: 20 } });
      await assert.rejects(page.bridge.call('slow'), { code: 'TIMEOUT' });
    });

    for (const timeout of [0, Infinity]) {
      test(`timeout ${timeout} waits for the reply however late it is`, async () => {
        page = createPage({ config: { dialect, timeout: 10 } });
        const result = page.bridge.call('slow', null, { timeout });
        const message = page.lastMessage;
        await delay(30);
        page.evaluate(replyScript(message, { success: true, data: 'late but awaited' }));
        assert.equal(await result, 'late but awaited');
      });
    }
  });
}

describe('reply for an id the page never issued', () => {
  const forged = {
    typeCallback: 'nativeBridge._cb.c_forged_1({"success":true,"message":"","data":1});',
    wadInterface: 'wadInterface.fromNative("forged_1", true, 1);',
    actionUUID: 'nativeBridge.resolve("forged_1", {"success":true,"message":"","data":1});',
  };
  for (const dialect of dialects) {
    test(`is ignored without throwing in the ${dialect} dialect`, () => {
      const page = createPage({ config: { dialect } });
      const pendingBefore = page.bridge._pending.size;
      assert.doesNotThrow(() => page.evaluate(forged[dialect]));
      assert.equal(page.bridge._pending.size, pendingBefore);
      page.dispose();
    });
  }
});

describe('failure reply without a code', () => {
  test('rejects with code NATIVE_ERROR', async () => {
    const page = createPage({ config: { dialect: 'actionUUID' } });
    const result = page.bridge.call('x');
    page.evaluate(`nativeBridge.resolve(${JSON.stringify(page.lastMessage.uuid)}, {success: false});`);
    await assert.rejects(result, { code: 'NATIVE_ERROR' });
    page.dispose();
  });
});
