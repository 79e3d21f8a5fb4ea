const SHOP_NAME = 'Gilgit Dry Fruits';
export const RESET_MAIL_SUBJECT = `Reset your ${SHOP_NAME} password`;

export interface ResetMail {
  subject: string;
  text: string;
  html: string;
}

/** The reset mail, in plain text and in simple HTML with every inserted value escaped. */
export function buildResetMail(link: string): ResetMail {
  const text = [
    'Hello,',
    '',
    `We received a request to reset the password of your ${SHOP_NAME} account.`,
    'Open this link to choose a new password:',
    '',
    link,
    '',
    'The link works once and expires in one hour.',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
    '',
    SHOP_NAME,
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>Hello,</p>
<p>We received a request to reset the password of your ${escapeHtml(SHOP_NAME)} account.</p>
<p><a href="${href}" style="background: #7a4b1e; color: #fff; padding: 10px 16px; border-radius: 6px; text-decoration: none">Choose a new password</a></p>
<p>If the button does not work, copy this address into your browser:<br>${href}</p>
<p>The link works once and expires in one hour. If you did not ask for this, you can ignore this email: your password stays the same.</p>
<p>${escapeHtml(SHOP_NAME)}</p>
</body></html>`;
  return { subject: RESET_MAIL_SUBJECT, text, html };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
