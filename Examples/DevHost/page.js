// The playground's buttons. Each result is kept in window.playground.results[buttonId] as
// { status: "resolved", value } or { status: "rejected", code, message }, and shown on the page.
(function () {
  'use strict';
  var results = window.playground.results;

  function show(id, outcome) {
    results[id] = outcome;
    document.getElementById('results').textContent = JSON.stringify(results, null, 1);
  }

  function call(id, action, data) {
    return nativeBridge.call(action, data).then(
      function (value) { show(id, { status: 'resolved', value: value }); },
      function (error) { show(id, { status: 'rejected', code: error.code, message: error.message }); });
  }

  var calls = {
    greeting: ['greeting', { text: 'Hello from the page' }],
    getUserInfo: ['getUserInfo', null],
    getAppVersion: ['getAppVersion', null],
    appVersion: ['appVersion', null],
    showToast: ['showToast', { message: 'Saved' }],
    showToastBlank: ['showToast', { message: '   ' }],
    openUrl: ['openUrl', { url: 'https://app.devhost.test/next.html' }],
    openUrlInvalid: ['openUrl', { url: 'javascript:alert(1)' }],
    openUrlBlocked: ['openUrl', { url: 'https://blocked.example.net/' }],
    ready: ['ready', null],
    unknown: ['noSuchAction', null],
    close: ['close', null],
    pop: ['pop', null],
    scanBarcode: ['scanBarcode', { formats: ['qr'] }],
    pay: ['pay', { amount: 12.5, currency: 'EUR' }]
  };
  Object.keys(calls).forEach(function (id) {
    document.getElementById(id).addEventListener('click', function () {
      call(id, calls[id][0], calls[id][1]);
    });
  });

  document.getElementById('alert').addEventListener('click', function () {
    alert('Saved!');
    show('alert', { status: 'resolved', value: null });
  });
  document.getElementById('confirm').addEventListener('click', function () {
    show('confirm', { status: 'resolved', value: confirm('Leave this page?') });
  });
  document.getElementById('prompt').addEventListener('click', function () {
    show('prompt', { status: 'resolved', value: prompt('Your name?', 'Kim') });
  });
  document.getElementById('windowOpen').addEventListener('click', function () {
    show('windowOpen', { status: 'resolved', value: window.open('https://app.devhost.test/next.html') === null });
  });
  document.getElementById('windowClose').addEventListener('click', function () {
    window.close();
    show('windowClose', { status: 'resolved', value: null });
  });
  document.getElementById('scriptedTel').addEventListener('click', function () {
    location.href = 'tel:+15550199';
  });
})();
