// nativeBridge.on: native events reach listeners in every dialect.
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { copyOut, createPage, dialects, eventScript } from './harness.mjs';

for (const dialect of dialects) {
  describe(`events in the ${dialect} dialect`, () => {
    let page;
    const open = () => (page = createPage({ config: { dialect } }));
    afterEach(() => page?.dispose());
    const emit = (name, data) => page.evaluate(eventScript(dialect, name, data));

    test('event reaches every listener of its name with its data', () => {
      open();
      const received = [];
      page.bridge.on('appStateChange', (data) => received.push(['a', copyOut(data)]));
      page.bridge.on('appStateChange', (data) => received.push(['b', copyOut(data)]));
      emit('appStateChange', { isActive: true });
      assert.deepEqual(received, [
        ['a', { isActive: true }],
        ['b', { isActive: true }],
      ]);
    });

    test('event does not reach listeners of another name', () => {
      open();
      const received = [];
      page.bridge.on('networkChange', (data) => received.push(data));
      emit('appStateChange', { isActive: false });
      assert.deepEqual(received, []);
    });

    test('unsubscribed listener receives no further events', () => {
      open();
      const received = [];
      const unsubscribe = page.bridge.on('tick', (data) => received.push(data));
      emit('tick', 1);
      unsubscribe();
      emit('tick', 2);
      assert.deepEqual(received, [1]);
    });

    test('unsubscribing twice leaves other listeners subscribed', () => {
      open();
      const received = [];
      const unsubscribe = page.bridge.on('tick', () => received.push('gone'));
      page.bridge.on('tick', (data) => received.push(data));
      unsubscribe();
      unsubscribe();
      emit('tick', 'kept');
      assert.deepEqual(received, ['kept']);
    });

    test('throwing listener is reported and the next listener still runs', () => {
      open();
      const received = [];
      page.bridge.on('tick', () => {
        throw new Error('listener bug');
      });
      page.bridge.on('tick', (data) => received.push(data));
      assert.doesNotThrow(() => emit('tick', 'still delivered'));
      assert.deepEqual(received, ['still delivered']);
      assert.deepEqual(
        page.reported.map((error) => error.message),
        ['listener bug'],
      );
    });

    test('event with no listeners is dropped without throwing', () => {
      open();
      assert.doesNotThrow(() => emit('nobodyListens', { a: 1 }));
    });
  });
}

describe('listener registration', () => {
  test('a handler that is not a function is refused', () => {
    const page = createPage();
    assert.throws(() => page.bridge.on('tick', 'not a function'), { name: 'TypeError' });
    page.dispose();
  });

  test('listener added while an event is dispatched runs from the next event on', () => {
    const page = createPage();
    const received = [];
    page.bridge.on('tick', (data) => {
      received.push(`outer ${data}`);
      if (data === 1) page.bridge.on('tick', (next) => received.push(`inner ${next}`));
    });
    page.evaluate(eventScript('typeCallback', 'tick', 1));
    page.evaluate(eventScript('typeCallback', 'tick', 2));
    assert.deepEqual(received, ['outer 1', 'outer 2', 'inner 2']);
    page.dispose();
  });
});
