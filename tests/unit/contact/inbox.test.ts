import { messageFiltersToSearch, messageStatusSchema, parseMessageFilters } from '@/lib/contact/message-filters';
import { messageOrderHref, replyByEmailHref, replyOnWhatsappHref, replySubject } from '@/lib/contact/message-replies';
import { messageChangedNotice } from '@/lib/contact/messages';

const sender = {
  fullName: 'Sana  Baig',
  email: 'sana+orders@example.com',
  phone: '0355-1234567',
  subject: 'Walnuts for Eid',
  orderNumber: null,
};

describe('the address of /admin/messages', () => {
  it('reads the view and the page, dropping only what is malformed', () => {
    expect(parseMessageFilters({ view: 'handled', page: '2' })).toEqual({ view: 'handled', page: 2 });
    expect(parseMessageFilters({ view: 'spam', page: '2' })).toEqual({ page: 2 });
    expect(parseMessageFilters({ view: ['all', 'open'], page: '0' })).toEqual({ view: 'all' });
    expect(parseMessageFilters({})).toEqual({});
  });

  it('writes it back without the defaults', () => {
    expect(messageFiltersToSearch({ view: 'all', page: 3 })).toBe('?view=all&page=3');
    expect(messageFiltersToSearch({ view: 'open', page: 1 })).toBe('');
  });

  it('takes a status and nothing else', () => {
    expect(messageStatusSchema.safeParse({ status: 'replied' }).success).toBe(true);
    expect(messageStatusSchema.safeParse({ status: 'replied', handled_at: null }).success).toBe(false);
    expect(messageStatusSchema.safeParse({ status: 'spam' }).success).toBe(false);
  });
});

describe('answering a message', () => {
  it('prefills "Re: …" once, and a subject for a message without one', () => {
    expect(replySubject('Walnuts for Eid')).toBe('Re: Walnuts for Eid');
    expect(replySubject('RE: Walnuts')).toBe('RE: Walnuts');
    expect(replySubject(null)).toBe('Re: Your message to Gilgit Dry Fruits');
    expect(replySubject('  line\none ')).toBe('Re: line one');
  });

  it('writes a mailto: link with the subject and a greeting', () => {
    const href = replyByEmailHref(sender)!;
    expect(href.startsWith('mailto:sana+orders@example.com?subject=Re%3A%20Walnuts%20for%20Eid&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1]!)).toContain('Assalam-o-Alaikum Sana Baig,');
    expect(replyByEmailHref({ ...sender, email: 'odd?x=1@example.com' })).toMatch(/^mailto:odd%3Fx=1@example\.com\?subject=/);
    expect(replyByEmailHref({ ...sender, email: null })).toBeNull();
  });

  it('opens WhatsApp only for a Pakistani mobile, with a greeting naming the shop', () => {
    const href = replyOnWhatsappHref(sender)!;
    expect(href).toMatch(/^https:\/\/wa\.me\/923551234567\?text=/);
    expect(new URL(href).searchParams.get('text')).toBe(
      'Assalam-o-Alaikum Sana Baig, this is Gilgit Dry Fruits, about the message you sent us.',
    );
    expect(replyOnWhatsappHref({ ...sender, phone: '+92 300 1234567' })).toMatch(/^https:\/\/wa\.me\/923001234567\?/);
    expect(replyOnWhatsappHref({ ...sender, phone: '05811-123456' })).toBeNull();
    expect(replyOnWhatsappHref({ ...sender, phone: '+44 20 7946 0958' })).toBeNull();
    expect(replyOnWhatsappHref({ ...sender, phone: null })).toBeNull();
  });

  it("links an order number only when it is one of the shop's", () => {
    expect(messageOrderHref(' gdf-2611-ab12cd ')).toBe('/admin/orders/GDF-2611-AB12CD');
    expect(messageOrderHref('12345')).toBeNull();
    expect(messageOrderHref('GDF-2611-AB12CD/../../x')).toBeNull();
    expect(messageOrderHref(null)).toBeNull();
  });

  it('tells the owner what became of the message', () => {
    expect(messageChangedNotice('Sana', 'new', 'replied')).toBe('The message from Sana is marked as handled.');
    expect(messageChangedNotice('Sana', 'archived', 'read')).toBe('The message from Sana is reopened: it is back in To handle.');
    expect(messageChangedNotice('Sana', 'new', 'read')).toBe('The message from Sana is marked as read.');
  });
});
