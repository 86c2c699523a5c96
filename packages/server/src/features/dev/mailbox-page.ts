type Mail = { id: string; to_address: string; subject: string; text_body: string; created_on: Date | string };
type Sms = { id: string; to_phone: string; body: string; created_on: Date | string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text with its http(s) links made clickable, so an emailed link can be followed in the browser. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const when = (d: Date | string) => new Date(d).toLocaleString('en-US', { timeZone: 'America/New_York' });

export function renderMailbox(mails: Mail[], texts: Sms[]): string {
  const mailItems = mails
    .map(
      (m) =>
        `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to_address)} · ${when(m.created_on)}</span></header><pre>${linkify(m.text_body)}</pre></article>`,
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
.note{border-left:4px solid #1D4E89;background:#EEF3F9;padding:12px 16px;border-radius:4px}</style></head>
<body><h1>Development mailbox</h1><p>Email and text messages the offline adapters would have sent, newest first.</p>
<p class="note"><strong>A development tool.</strong> It holds every email-verification and password-reset link, so it is served only to this machine (a browser or script on the same computer as the server), never to another computer on your network, and it does not exist in production.</p>
<h2>Email</h2>${mailItems || '<p>No email yet.</p>'}<h2>Text messages</h2>${smsItems || '<p>No text messages yet.</p>'}</body></html>`;
}
