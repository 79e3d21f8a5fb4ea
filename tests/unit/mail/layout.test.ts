/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, MAIL_COLORS, renderMail } from '@/lib/mail/layout';

const SITE = 'https://gilgitdryfruits.pk';

test('the mail palette is the site palette of app/globals.css', () => {
  const css = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
  const token = (name: string) => css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1];
  expect(MAIL_COLORS).toEqual({
    snow: token('snow'),
    cream: token('cream'),
    sand: token('sand'),
    walnut600: token('walnut-600'),
    walnut900: token('walnut-900'),
    walnut950: token('walnut-950'),
    apricot500: token('apricot-500'),
    apricot800: token('apricot-800'),
  });
});

test('escapeHtml covers the five characters that matter in text and attributes', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

test('a table layout of at most 600 px with the shop name, the heading, a preheader and the footer', () => {
  const { html, text } = renderMail(
    { preheader: 'Short preview', heading: 'Hello & welcome', blocks: [{ kind: 'paragraph', text: 'One line.' }] },
    SITE,
  );
  expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en"/);
  expect(html).toContain('max-width:600px');
  expect(html).toContain('<!--[if mso]>');
  expect(html).toContain('Short preview');
  expect(html).toContain('Hello &amp; welcome');
  expect(html).not.toMatch(/<link|<style|<script/);
  expect(text).toBe(
    'Gilgit Dry Fruits\n\nHello & welcome\n\nOne line.\n\n--\nGilgit Dry Fruits · Gilgit, Gilgit-Baltistan, Pakistan\nhttps://gilgitdryfruits.pk\n',
  );
});

test('only web links become links: anything else is shown as text', () => {
  const { html, text } = renderMail(
    {
      preheader: '',
      heading: 'Links',
      blocks: [
        { kind: 'button', link: { label: 'Bad', href: 'javascript:alert(1)' } },
        { kind: 'links', links: [{ label: 'Quote"d', href: 'https://example.com/a?b=1&c="2"' }] },
      ],
    },
    SITE,
  );
  expect(html).not.toContain('javascript:');
  expect(html).not.toContain('c="2"');
  expect(text).toContain('Bad\n');
  expect(text).not.toContain('javascript:');
});

test("the footer has the shop's WhatsApp and e-mail as the owner set them, and only those", () => {
  const content = { preheader: 'p', heading: 'h', blocks: [] };
  expect(renderMail(content, SITE, { whatsappNumber: '+923551234567', contactEmail: 'hello@gilgitdryfruits.pk' }).text).toContain(
    'Pakistan\nWhatsApp +92 355 1234567 · hello@gilgitdryfruits.pk\nhttps://',
  );
  expect(renderMail(content, SITE, { whatsappNumber: null, contactEmail: 'hello@gilgitdryfruits.pk' }).text).toContain(
    'Pakistan\nhello@gilgitdryfruits.pk\nhttps://',
  );
});
