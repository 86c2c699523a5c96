import { escapeHtml } from '../../lib/html.ts';

type Mail = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments?: unknown;
  created_on: Date | string;
};
type Sms = { id: string; to_phone: string; body: string; created_on: Date | string };

/** Plain text with its http(s) links made clickable, so an emailed link can be followed in the browser. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const when = (d: Date | string) => new Date(d).toLocaleString('en-US', { timeZone: 'America/New_York' });

/**
 * A message with an HTML part shows it first, with a switch to the plain text. The switch is two radio buttons and
 * CSS (the page's CSP runs no inline script); the HTML sits in a sandboxed frame without scripts, so a message can
 * never script this page, which holds every reset link. Its links open in a new tab.
 */
/** The files a message carried, each a download link (the file's text inlined, so nothing else is served). */
function attachmentLinks(mail: Mail): string {
  const files = Array.isArray(mail.attachments)
    ? (mail.attachments as Array<{ filename: string; contentType: string; content: string }>)
    : [];
  if (files.length === 0) return '';
  const links = files
    .map((file) => {
      const href = `data:${file.contentType};base64,${Buffer.from(file.content, 'utf8').toString('base64')}`;
      return `<a download="${escapeHtml(file.filename)}" href="${escapeHtml(href)}">${escapeHtml(file.filename)}</a>`;
    })
    .join(' ');
  return `<p class="files">Attached: ${links}</p>`;
}

function mailBody(mail: Mail, index: number): string {
  const text = `<pre class="text-view">${linkify(mail.text_body)}</pre>`;
  if (!mail.html_body) return text + attachmentLinks(mail);
  const name = `view-${index}`;
  return `<div class="views" role="group" aria-label="Version to show">
<input type="radio" class="show-html" name="${name}" id="${name}-html" checked><label for="${name}-html">HTML</label>
<input type="radio" class="show-text" name="${name}" id="${name}-text"><label for="${name}-text">Plain text</label>
<div class="html-view"><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html_body)}" title="HTML version of ${escapeHtml(mail.subject)}" loading="lazy"></iframe></div>
${text}</div>${attachmentLinks(mail)}`;
}

export function renderMailbox(mails: Mail[], texts: Sms[]): string {
  const mailItems = mails
    .map(
      (m, index) =>
        `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to_address)} · ${when(m.created_on)}</span></header>${mailBody(m, index)}</article>`,
    )
    .join('');
  const smsItems = texts
    .map(
      (s) =>
        `<article><header><strong>Text to ${escapeHtml(s.to_phone)}</strong><span>${when(s.created_on)}</span></header><pre>${linkify(s.body)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development mailbox · Carespace</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1F2933;max-width:960px;margin:0 auto;padding:24px}
h1{color:#0F6E6E}h2{color:#1D4E89;margin-top:32px}article{border:1px solid #d9e2e2;border-radius:8px;padding:16px;margin:12px 0;background:#F6F8F8}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px}header span{color:#52606D;font-size:14px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:12px 0 0}a{color:#0F6E6E}
.note{border-left:4px solid #1D4E89;background:#EEF3F9;padding:12px 16px;border-radius:4px}
.views{margin-top:12px}.views input{position:absolute;opacity:0;width:1px;height:1px}
.views label{display:inline-block;padding:4px 16px;border:1px solid #0F6E6E;color:#0F6E6E;cursor:pointer;font-size:14px}
.views label:first-of-type{border-radius:6px 0 0 6px}.views label:last-of-type{border-radius:0 6px 6px 0;margin-left:-1px}
.views input:checked+label{background:#0F6E6E;color:#fff}.views input:focus-visible+label{outline:2px solid #1D4E89;outline-offset:2px}
.views .text-view,.show-text:checked~.html-view{display:none}.show-text:checked~.text-view{display:block}
iframe{display:block;width:100%;height:70vh;min-height:480px;margin-top:12px;border:1px solid #d9e2e2;border-radius:8px;background:#fff}</style></head>
<body><h1>Development mailbox</h1><p>Email and text messages the offline adapters would have sent, newest first.</p>
<p class="note"><strong>A development tool.</strong> It holds every email-verification and password-reset link, so it is served only to this machine (a browser or script on the same computer as the server), never to another computer on your network, and it does not exist in production.</p>
<h2>Email</h2>${mailItems || '<p>No email yet.</p>'}<h2>Text messages</h2>${smsItems || '<p>No text messages yet.</p>'}</body></html>`;
}
