/*
 * bridge.js — the page side of the native bridge (plain ES2017 script, no dependencies).
 *
 * Install it as a WKUserScript at document start (or load it with a <script> tag). It attaches
 * `window.nativeBridge` and sends the action "ready" once, so native code knows it can flush
 * the events it queued for this document. Installed at document start, it says "ready" only
 * once the document is parsed (DOMContentLoaded), after the page's own scripts subscribed with
 * nativeBridge.on: an event emitted before anyone listens is lost. Loading it twice in one document is harmless: the
 * second load does nothing, so pending calls and listeners survive.
 *
 * Configuration — set before the script runs; every key is optional:
 *   window.nativeBridgeConfig = {
 *     dialect: "typeCallback",      // "typeCallback" | "wadInterface" | "actionUUID"
 *     handlerName: "nativeBridge",  // posts to window.webkit.messageHandlers[handlerName]
 *     replyHandlerName: undefined,  // posts to this reply handler instead, when the page has it
 *     timeout: 30000,               // default call timeout in ms; 0 or Infinity waits forever
 *     wadNamespace: "wadInterface", // wadInterface dialect: object given fromNative/fromNativeEvent
 *     replyFunction: undefined,     // extra path for nativeBridge.resolve, e.g. "app.reply"
 *     eventFunction: undefined,     // extra path for nativeBridge.emit, e.g. "app.onEvent"
 *   };
 * Native code must use the same names (Swift: BridgeConfiguration.handlerName and
 * replyHandlerName, and the BridgeDialect cases' namespace / replyFunction / eventFunction, whose
 * defaults match these).
 *
 * Reply handler (WKScriptMessageHandlerWithReply): when replyHandlerName names a handler the page
 * has, calls post the dialect message without its reply fields there, and the promise its
 * postMessage returns settles the call: resolved with the reply's data, or rejected with
 * "<CODE>: <message>", which becomes an Error with that code and message ("NATIVE_ERROR" when the
 * text has no code). Without that handler, calls use handlerName as before.
 *
 * Dialects (page -> native message; native -> page scripts):
 *   typeCallback: {type, callback, data}; reply callback({success, message, data, code}), where
 *                 callback is a one-shot "nativeBridge._cb.c_<id>", removed once settled.
 *   wadInterface: {callbackId, action, actionArgs}; reply
 *                 wadInterface.fromNative(callbackId, isSuccess, args), args = {code, message}
 *                 on failure; events wadInterface.fromNativeEvent(name, data).
 *   actionUUID:   {action, uuid, body}; reply nativeBridge.resolve(uuid, {success, message, data, code}).
 *   Events in typeCallback and actionUUID: nativeBridge.emit(name, data).
 *
 * API:
 *   nativeBridge.call(action, data, {timeout}) -> Promise resolving with the reply's data, or
 *     rejecting with an Error whose `code` is the native error code ("NATIVE_ERROR" when the
 *     reply has none), "TIMEOUT", "UNAVAILABLE" (no message handler) or "POST_FAILED"
 *     (postMessage threw, e.g. data that cannot be cloned). Ids are "<session>_<n>", the
 *     session being random per load, so a reply meant for a previous document never matches.
 *   nativeBridge.on(event, handler) -> unsubscribe function. A throwing handler is reported
 *     (window.reportError, else console.error) and the other handlers still run.
 *   Replies for unknown or already settled ids are ignored.
 */
(function (window) {
  'use strict';
  if (window.nativeBridge && window.nativeBridge._session) return;

  var config = window.nativeBridgeConfig || {};
  var dialect = config.dialect || 'typeCallback';
  var handlerName = config.handlerName || 'nativeBridge';
  var replyHandlerName = config.replyHandlerName;
  var defaultTimeout = config.timeout === undefined ? 30000 : config.timeout;
  if (['typeCallback', 'wadInterface', 'actionUUID'].indexOf(dialect) < 0) {
    throw new Error('nativeBridgeConfig.dialect must be typeCallback, wadInterface or actionUUID, not ' + dialect);
  }

  // A per-load prefix keeps ids from a previous document from settling calls of this one.
  var session = Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
  var counter = 0;
  var pending = new Map();
  var listeners = new Map();
  function ignoreLateReply() {}
  // Late replies in the typeCallback dialect name a callback that is gone; answer them with a no-op.
  var callbacks = new Proxy({}, {
    get: function (target, key) {
      if (key in target) return target[key];
      return typeof key === 'string' && key.indexOf('c_') === 0 ? ignoreLateReply : undefined;
    }
  });

  function bridgeError(code, message) {
    var error = new Error(message);
    error.code = code;
    return error;
  }

  function settle(id, success, data, code, message) {
    var entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    clearTimeout(entry.timer);
    delete callbacks['c_' + id];
    if (success) {
      entry.resolve(data === undefined ? null : data);
    } else {
      if (typeof message !== 'string') message = 'Native call failed';
      entry.reject(bridgeError(code || 'NATIVE_ERROR', message));
    }
  }

  function settleWithReply(id, reply) {
    reply = reply || {};
    settle(String(id), reply.success === true, reply.data, reply.code, reply.message);
  }

  function envelope(id, action, data) {
    if (dialect === 'wadInterface') return { callbackId: id, action: action, actionArgs: data };
    if (dialect === 'actionUUID') return { action: action, uuid: id, body: data };
    callbacks['c_' + id] = function (reply) { settleWithReply(id, reply); };
    return { type: action, callback: 'nativeBridge._cb.c_' + id, data: data };
  }

  // The dialect message without reply fields: a reply handler answers through its promise.
  function bareEnvelope(action, data) {
    if (dialect === 'wadInterface') return { action: action, actionArgs: data };
    if (dialect === 'actionUUID') return { action: action, body: data };
    return { type: action, data: data };
  }

  // "<CODE>: <message>" from native code; any other rejection keeps its text.
  function settleRejected(id, error) {
    var text = String(error && error.message !== undefined ? error.message : error);
    var parts = /^([A-Z][A-Z0-9_]*): ([\s\S]*)$/.exec(text);
    settle(id, false, null, parts ? parts[1] : 'NATIVE_ERROR', parts ? parts[2] : text);
  }

  function postWithReply(id, handler, action, data) {
    Promise.resolve(handler.postMessage(bareEnvelope(action, data))).then(
      function (value) { settle(id, true, value); },
      function (error) { settleRejected(id, error); }
    );
  }

  function call(action, data, options) {
    return new Promise(function (resolve, reject) {
      var id = session + '_' + (++counter);
      var timeout = options && options.timeout !== undefined ? options.timeout : defaultTimeout;
      var entry = { resolve: resolve, reject: reject, timer: undefined };
      pending.set(id, entry);
      if (timeout > 0 && isFinite(timeout)) {
        entry.timer = setTimeout(function () {
          settle(id, false, null, 'TIMEOUT', 'nativeBridge.call("' + action + '") timed out after ' + timeout + ' ms');
        }, timeout);
      }
      var handlers = window.webkit && window.webkit.messageHandlers;
      var replyHandler = replyHandlerName && handlers && handlers[replyHandlerName];
      var handler = handlers && handlers[handlerName];
      if (!replyHandler && !handler) {
        settle(id, false, null, 'UNAVAILABLE', 'No message handler named "' + handlerName + '"');
        return;
      }
      try {
        if (replyHandler) postWithReply(id, replyHandler, action, data === undefined ? null : data);
        else handler.postMessage(envelope(id, action, data === undefined ? null : data));
      } catch (error) {
        settle(id, false, null, 'POST_FAILED', String(error && error.message || error));
      }
    });
  }

  function on(event, handler) {
    if (typeof handler !== 'function') throw new TypeError('nativeBridge.on needs a function handler');
    if (!listeners.has(event)) listeners.set(event, new Set());
    var entry = { handler: handler };
    listeners.get(event).add(entry);
    return function unsubscribe() { listeners.get(event).delete(entry); };
  }

  function emit(event, data) {
    var set = listeners.get(event);
    if (!set) return;
    Array.from(set).forEach(function (entry) {
      try {
        entry.handler(data);
      } catch (error) {
        if (typeof window.reportError === 'function') window.reportError(error);
        else if (window.console) window.console.error(error);
      }
    });
  }

  // Installs fn at a dotted path such as "app.bridge.resolve", creating objects on the way.
  function install(path, fn) {
    var names = path.split('.');
    var last = names.pop();
    var target = names.reduce(function (object, name) {
      var value = object[name];
      if (value === null || (typeof value !== 'object' && typeof value !== 'function')) object[name] = {};
      return object[name];
    }, window);
    target[last] = fn;
  }

  window.nativeBridge = {
    call: call,
    on: on,
    emit: emit,
    resolve: settleWithReply,
    dialect: dialect,
    _session: session,
    _pending: pending,
    _cb: callbacks
  };
  if (dialect === 'wadInterface') {
    var namespace = config.wadNamespace || 'wadInterface';
    install(namespace + '.fromNative', function (callbackId, isSuccess, args) {
      var failure = args || {};
      settle(String(callbackId), isSuccess === true, args, failure.code, failure.message);
    });
    install(namespace + '.fromNativeEvent', emit);
  }
  if (config.replyFunction) install(config.replyFunction, settleWithReply);
  if (config.eventFunction) install(config.eventFunction, emit);

  function sayReady() {
    call('ready', null).catch(function () {});
  }
  if (typeof document !== 'undefined' && document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', sayReady, { once: true });
  } else {
    sayReady();
  }
})(window);
