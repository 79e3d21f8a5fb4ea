import { SITE_LOCATION, SITE_NAME } from '@/lib/seo/site';
import { displayPhone } from '@/lib/settings/contact';
import type { ShopSettings } from '@/lib/settings/types';

/**
 * The shop's mail layout: one list of blocks rendered twice, as inline-styled table HTML (Gmail,
 * Outlook and Apple Mail alike; no stylesheet, no web fonts, no image it depends on) and as plain
 * text, so both parts always say the same. Every piece of text is escaped here; callers pass plain
 * strings, never markup.
 */

/** The site's palette (app/globals.css; a unit test compares them). */
export const MAIL_COLORS = {
  snow: '#fbf8f3',
  cream: '#f4ede3',
  sand: '#e7d9c6',
  walnut600: '#714a36',
  walnut900: '#2b1d16',
  walnut950: '#1b120d',
  apricot500: '#f0862a',
  apricot800: '#8f3f10',
} as const;

const C = MAIL_COLORS;
const SANS = `-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
const SERIF = `Georgia, 'Palatino Linotype', 'Times New Roman', serif`;

interface MailLink {
  label: string;
  href: string;
}

export interface MailAmountLine {
  label: string;
  value: string;
  strong?: boolean;
}

interface MailItemLine {
  name: string;
  quantity: number;
  amount: string;
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  /** Label and value pairs: "Payment: Cash on delivery". */
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  /** Order lines with their amounts, then subtotal, discount, shipping, total. */
  | { kind: 'items'; lines: readonly MailItemLine[]; amounts: readonly MailAmountLine[] }
  /** A framed box for what the reader must act on (bank details, a cancellation reason). */
  | { kind: 'panel'; title: string; rows: readonly (readonly [label: string, value: string])[]; text?: readonly string[] }
  | { kind: 'button'; link: MailLink }
  | { kind: 'links'; links: readonly MailLink[] };

export interface MailContent {
  /** The line mail apps show after the subject in the inbox. */
  preheader: string;
  heading: string;
  blocks: readonly MailBlock[];
}

interface RenderedMail {
  html: string;
  text: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Only web links become links; anything else is shown as text. */
function isWebLink(href: string): boolean {
  return /^https?:\/\/[^\s"'<>]+$/i.test(href);
}

function anchor(link: MailLink, style: string): string {
  if (!isWebLink(link.href)) return escapeHtml(link.label);
  return `<a href="${escapeHtml(link.href)}" style="${style}" target="_blank">${escapeHtml(link.label)}</a>`;
}

const P = `margin:0 0 16px 0;font-family:${SANS};font-size:15px;line-height:22px;color:${C.walnut900};`;
const LINK = `color:${C.apricot800};text-decoration:underline;`;

function factRowsHtml(rows: readonly (readonly [string, string])[]): string {
  return rows
    .map(
      ([label, value]) =>
        `<tr><td valign="top" style="padding:4px 12px 4px 0;width:38%;font-family:${SANS};font-size:14px;line-height:20px;color:${C.walnut600};">${escapeHtml(label)}</td>` +
        `<td valign="top" style="padding:4px 0;font-family:${SANS};font-size:14px;line-height:20px;color:${C.walnut900};">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
}

function table(inner: string, style = ''): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;${style}">${inner}</table>`;
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P}">${escapeHtml(block.text)}</p>`;
    case 'subheading':
      return `<h2 style="margin:24px 0 8px 0;font-family:${SERIF};font-size:18px;line-height:24px;font-weight:bold;color:${C.walnut900};">${escapeHtml(block.text)}</h2>`;
    case 'facts':
      return table(factRowsHtml(block.rows), 'margin:0 0 16px 0;');
    case 'items': {
      const cell = `font-family:${SANS};font-size:14px;line-height:20px;color:${C.walnut900};`;
      const lines = block.lines
        .map(
          (line) =>
            `<tr><td style="padding:8px 8px 8px 0;border-bottom:1px solid ${C.sand};${cell}">${escapeHtml(line.name)}</td>` +
            `<td align="center" style="padding:8px;border-bottom:1px solid ${C.sand};white-space:nowrap;${cell}">&times;&nbsp;${line.quantity}</td>` +
            `<td align="right" style="padding:8px 0 8px 8px;border-bottom:1px solid ${C.sand};white-space:nowrap;${cell}">${escapeHtml(line.amount)}</td></tr>`,
        )
        .join('');
      const amounts = block.amounts
        .map(
          (line) =>
            `<tr><td colspan="2" align="right" style="padding:6px 8px 0 0;${cell}${line.strong ? 'font-weight:bold;font-size:16px;' : `color:${C.walnut600};`}">${escapeHtml(line.label)}</td>` +
            `<td align="right" style="padding:6px 0 0 8px;white-space:nowrap;${cell}${line.strong ? 'font-weight:bold;font-size:16px;' : ''}">${escapeHtml(line.value)}</td></tr>`,
        )
        .join('');
      return table(lines + amounts, 'margin:0 0 20px 0;');
    }
    case 'panel': {
      const text = (block.text ?? [])
        .map((line) => `<p style="${P}margin:8px 0 0 0;font-size:14px;line-height:20px;">${escapeHtml(line)}</p>`)
        .join('');
      const inner =
        `<p style="margin:0 0 8px 0;font-family:${SANS};font-size:15px;line-height:22px;font-weight:bold;color:${C.walnut900};">${escapeHtml(block.title)}</p>` +
        (block.rows.length > 0 ? table(factRowsHtml(block.rows)) : '') +
        text;
      return table(
        `<tr><td style="padding:16px 18px;background-color:${C.cream};border-left:4px solid ${C.apricot500};">${inner}</td></tr>`,
        'margin:0 0 20px 0;',
      );
    }
    case 'button': {
      if (!isWebLink(block.link.href)) return `<p style="${P}">${escapeHtml(block.link.label)}</p>`;
      const link = `display:inline-block;padding:12px 24px;font-family:${SANS};font-size:16px;line-height:20px;font-weight:bold;color:${C.walnut950};text-decoration:none;border-radius:6px;`;
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px 0;"><tr>` +
        `<td bgcolor="${C.apricot500}" style="border-radius:6px;background-color:${C.apricot500};">${anchor(block.link, link)}</td></tr></table>`
      );
    }
    case 'links':
      return `<p style="${P}">${block.links.map((link) => anchor(link, LINK)).join(' &nbsp;&middot;&nbsp; ')}</p>`;
  }
}

function blockText(block: MailBlock): string {
  const rows = (list: readonly (readonly [string, string])[]) => list.map(([label, value]) => `${label}: ${value}`);
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'subheading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'facts':
      return rows(block.rows).join('\n');
    case 'items':
      return [
        ...block.lines.map((line) => `${line.quantity} × ${line.name} — ${line.amount}`),
        '',
        ...block.amounts.map((line) => `${line.label}: ${line.value}`),
      ].join('\n');
    case 'panel':
      return [block.title, ...rows(block.rows), ...(block.text ?? [])].join('\n');
    case 'button':
      return isWebLink(block.link.href) ? `${block.link.label}: ${block.link.href}` : block.link.label;
    case 'links':
      return block.links.map((link) => (isWebLink(link.href) ? `${link.label}: ${link.href}` : link.label)).join('\n');
  }
}

/** The shop's number and e-mail as the owner set them (/admin/settings); either may be missing. */
export type MailContact = Pick<ShopSettings, 'whatsappNumber' | 'contactEmail'>;

export const NO_MAIL_CONTACT: MailContact = { whatsappNumber: null, contactEmail: null };

/** The shop's name and place, and the contact line when the owner has given a number or an e-mail, in every mail's footer. */
function footerLines({ whatsappNumber, contactEmail }: MailContact): string[] {
  const contact = [whatsappNumber ? `WhatsApp ${displayPhone(whatsappNumber)}` : null, contactEmail].filter(Boolean).join(' · ');
  return [`${SITE_NAME} · ${SITE_LOCATION.label}`, ...(contact ? [contact] : [])];
}

/**
 * Renders a mail. `siteUrl` links the shop's name; the logo (SITE_URL/logo.png) is shown only when
 * the shop is served over https, where a mail app can fetch it; the name is always there in text.
 */
export function renderMail(content: MailContent, siteUrl: string, contact: MailContact = NO_MAIL_CONTACT): RenderedMail {
  const home = siteUrl.replace(/\/$/, '');
  const logo = home.startsWith('https://')
    ? `<img src="${escapeHtml(`${home}/logo.png`)}" width="40" height="40" alt="" style="display:inline-block;vertical-align:middle;border:0;margin-right:12px;">`
    : '';
  const brand = `${logo}<span style="vertical-align:middle;font-family:${SERIF};font-size:22px;line-height:28px;font-weight:bold;color:${C.snow};">${escapeHtml(SITE_NAME)}</span>`;
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en" xmlns="http://www.w3.org/1999/xhtml">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(content.heading)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${C.cream};">`,
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${C.cream};opacity:0;">${escapeHtml(content.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${C.cream}" style="background-color:${C.cream};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    '<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${C.snow};border:1px solid ${C.sand};border-radius:8px;">`,
    `<tr><td bgcolor="${C.walnut900}" style="padding:18px 28px;background-color:${C.walnut900};border-radius:8px 8px 0 0;">`,
    isWebLink(home) ? `<a href="${escapeHtml(home)}" style="text-decoration:none;" target="_blank">${brand}</a>` : brand,
    '</td></tr>',
    '<tr><td style="padding:28px 28px 12px 28px;">',
    `<h1 style="margin:0 0 16px 0;font-family:${SERIF};font-size:24px;line-height:30px;font-weight:bold;color:${C.walnut900};">${escapeHtml(content.heading)}</h1>`,
    ...content.blocks.map(blockHtml),
    '</td></tr>',
    `<tr><td style="padding:16px 28px 24px 28px;border-top:1px solid ${C.sand};font-family:${SANS};font-size:12px;line-height:18px;color:${C.walnut600};">`,
    footerLines(contact).map(escapeHtml).join('<br>'),
    '</td></tr>',
    '</table>',
    '<!--[if mso]></td></tr></table><![endif]-->',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
  const text = [
    SITE_NAME,
    '',
    content.heading,
    '',
    ...content.blocks.flatMap((block) => [blockText(block), '']),
    '--',
    ...footerLines(contact),
    home,
  ].join('\n');
  return { html, text: `${text}\n` };
}
