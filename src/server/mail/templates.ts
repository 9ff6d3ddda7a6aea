import { PRODUCT_NAME } from '../../core/version';
import type { MailMessage } from './mailer';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout(title: string, intro: string, button: string, url: string, outro: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b1020;color:#e5e7eb;padding:24px">
<div style="max-width:520px;margin:auto;background:#111827;border-radius:12px;padding:28px">
<h1 style="font-size:20px;margin:0 0 12px">${escape(title)}</h1>
<p style="line-height:1.5">${escape(intro)}</p>
<p style="margin:24px 0"><a href="${escape(url)}" style="background:#6366f1;color:#fff;padding:12px 18px;border-radius:8px;text-decoration:none">${escape(button)}</a></p>
<p style="font-size:13px;color:#9ca3af;line-height:1.5">${escape(outro)}<br>${escape(url)}</p>
</div></body></html>`;
}

export function confirmationMail(to: string, url: string): MailMessage {
  const intro = `Welcome to ${PRODUCT_NAME}! Confirm your e-mail address to activate your account and start analysing your AI conversations.`;
  const outro = 'If you did not create an account, ignore this message. If the button does not work, open this link:';
  return {
    to,
    subject: `Confirm your ${PRODUCT_NAME} account`,
    text: `${intro}\n\nConfirm your account: ${url}\n\n${outro.replace(/:$/, '.')}`,
    html: layout('Confirm your e-mail', intro, 'Confirm my account', url, outro),
    links: [url],
  };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  const intro = `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. The link works for one hour.`;
  const outro = 'If you did not ask for this, ignore this message; your password stays as it is. If the button does not work, open this link:';
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${intro}\n\nChoose a new password: ${url}\n\n${outro.replace(/:$/, '.')}`,
    html: layout('Reset your password', intro, 'Choose a new password', url, outro),
    links: [url],
  };
}
