// Parley live-chat embed: <script src="https://HOST/livechat/widget.js" data-org="ORGID"></script>
// Adds a launcher button that opens the chat page of the organization in an iframe.
(function () {
  var script = document.currentScript;
  var orgId = script && script.getAttribute('data-org');
  if (!orgId) {
    console.error('Parley live chat: the script tag needs data-org="ORGANIZATION_ID"');
    return;
  }
  var origin = new URL(script.src).origin;
  var label = script.getAttribute('data-label') || 'Chat with us';

  var frame = document.createElement('iframe');
  frame.src = origin + '/livechat/' + encodeURIComponent(orgId);
  frame.title = label;
  frame.hidden = true;
  frame.style.cssText = 'position:fixed;right:20px;bottom:88px;width:360px;max-width:calc(100vw - 40px);' +
    'height:520px;max-height:calc(100vh - 120px);border:0;border-radius:12px;' +
    'box-shadow:0 8px 30px rgba(0,0,0,.25);z-index:2147483646;background:#fff';

  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.setAttribute('aria-expanded', 'false');
  button.style.cssText = 'position:fixed;right:20px;bottom:20px;z-index:2147483647;padding:14px 20px;' +
    'border:0;border-radius:28px;background:#4f46e5;color:#fff;font:600 15px system-ui,sans-serif;cursor:pointer;' +
    'box-shadow:0 4px 14px rgba(0,0,0,.25)';
  button.addEventListener('click', function () {
    frame.hidden = !frame.hidden;
    button.setAttribute('aria-expanded', String(!frame.hidden));
  });

  function mount() {
    document.body.appendChild(frame);
    document.body.appendChild(button);
  }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
