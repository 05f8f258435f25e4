// Loads bridge.js into a fresh vm context that stands in for one page (one WebKit document).
// Shared by the node:test suites and by the scripts NodeRoundTripTests.swift generates.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export const bridgePath = fileURLToPath(
  new URL('../../Sources/BridgeClient/Resources/bridge.js', import.meta.url),
);
const bridgeSource = readFileSync(bridgePath, 'utf8');

/**
 * Copies a value out of the page's realm, as WebKit does when it hands a message to native
 * code; plain copies also let assert.deepStrictEqual compare them with this realm's objects.
 */
export const copyOut = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * Creates a page and loads bridge.js into it once.
 * options.config        -> window.nativeBridgeConfig (omitted when undefined)
 * options.handlerName   -> name of the fake message handler (default "nativeBridge")
 * options.postMessage   -> replaces the recording postMessage (e.g. to make it throw)
 * options.replyHandler  -> { name, postMessage }: a reply handler (WKScriptMessageHandlerWithReply)
 *                          whose postMessage returns the page's promise
 * options.random/now    -> replace Math.random / Date.now so ids are predictable
 * options.document      -> a stand-in for window.document (none by default: a script loaded
 *                          after the document was parsed behaves the same)
 * options.withoutBridge -> do not load bridge.js: a page the app shows that never included it
 */
export function createPage(options = {}) {
  const posted = [];
  const reported = [];
  const timers = new Set();
  const handlerName = options.handlerName ?? 'nativeBridge';
  const postMessage = options.postMessage ?? ((message) => posted.push(copyOut(message)));
  const messageHandlers = { [handlerName]: { postMessage } };
  if (options.replyHandler) messageHandlers[options.replyHandler.name] = { postMessage: options.replyHandler.postMessage };
  const sandbox = {
    webkit: { messageHandlers },
    reportError: (error) => reported.push(error),
    setTimeout: (fn, ms) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
      return timer;
    },
    clearTimeout: (timer) => {
      timers.delete(timer);
      clearTimeout(timer);
    },
  };
  if (options.config !== undefined) sandbox.nativeBridgeConfig = options.config;
  if (options.document !== undefined) sandbox.document = options.document;
  const context = vm.createContext(sandbox);
  vm.runInContext('globalThis.window = globalThis;', context);
  const replaceBuiltins = vm.runInContext(
    '(random, now) => { if (random) Math.random = random; if (now) Date.now = now; }',
    context,
  );
  replaceBuiltins(options.random, options.now);

  const page = {
    context,
    posted,
    reported,
    /** Runs bridge.js (again) in this page. */
    load: () => vm.runInContext(bridgeSource, context, { filename: bridgePath }),
    /** Evaluates a script in the page, as WKWebView.evaluateJavaScript would. */
    evaluate: (script) => vm.runInContext(script, context),
    get bridge() {
      return context.nativeBridge;
    },
    /** How many timers the page has scheduled that have neither fired nor been cleared. */
    get activeTimers() {
      return timers.size;
    },
    /** The last message the page posted. */
    get lastMessage() {
      return posted[posted.length - 1];
    },
    /** Cancels the page's outstanding timers so the test process can exit. */
    dispose: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
  if (!options.withoutBridge) page.load();
  return page;
}

/** The id the page put into a posted message, whatever the dialect. */
export function messageId(message) {
  if ('callbackId' in message) return message.callbackId;
  if ('uuid' in message) return message.uuid;
  return message.callback;
}

/**
 * Builds the reply script native code evaluates for a posted message, encoding every value
 * with JSON.stringify as a correct native side would.
 */
export function replyScript(message, { success, message: text = '', data = null, code }) {
  const json = JSON.stringify;
  if ('callbackId' in message) {
    const args = success ? data : { code, message: text };
    return `wadInterface.fromNative(${json(message.callbackId)}, ${success}, ${json(args)});`;
  }
  const reply = { success, message: text, data, ...(code === undefined ? {} : { code }) };
  if ('uuid' in message) return `nativeBridge.resolve(${json(message.uuid)}, ${json(reply)});`;
  return `${message.callback}(${json(reply)});`;
}

/** Builds the event script native code evaluates for a dialect. */
export function eventScript(dialect, name, data) {
  const target = dialect === 'wadInterface' ? 'wadInterface.fromNativeEvent' : 'nativeBridge.emit';
  return `${target}(${JSON.stringify(name)}, ${JSON.stringify(data)});`;
}

export const dialects = ['typeCallback', 'wadInterface', 'actionUUID'];
