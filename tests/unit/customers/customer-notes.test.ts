/** The owner's notes and tags about a customer: what is saved, and what is refused with which words. */
import { customerHref, customerNotesSchema, CUSTOMER_MESSAGES, parseCustomerFilters, splitTags } from '@/lib/customers/schema';
import { returnedParcelsFlag } from '@/lib/customers/returned-parcels';

test('tags are split at commas and spaces, lowercased, each kept once', () => {
  expect(splitTags(' VIP, wholesale  vip,,late-payer ')).toEqual(['vip', 'wholesale', 'late-payer']);
  expect(splitTags('   ')).toEqual([]);
});

test('notes are trimmed, tags become a list', () => {
  expect(customerNotesSchema.parse({ notes: '  Calls after 6 pm ', tags: 'Regular wholesale' })).toEqual({
    notes: 'Calls after 6 pm',
    tags: ['regular', 'wholesale'],
  });
});

test.each([
  [{ notes: 'x'.repeat(2001), tags: '' }, 'notes', CUSTOMER_MESSAGES.notes],
  [{ notes: '', tags: 'good_customer' }, 'tags', CUSTOMER_MESSAGES.tags],
  [{ notes: '', tags: 'a'.repeat(25) }, 'tags', CUSTOMER_MESSAGES.tags],
  [{ notes: '', tags: 'a b c d e f g h i j k' }, 'tags', CUSTOMER_MESSAGES.tags],
])('%o is refused on %s', (input, field, message) => {
  const result = customerNotesSchema.safeParse(input);
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]).toMatchObject({ message });
  expect(result.error?.issues[0].path[0]).toBe(field);
});

test("a customer's page is under their phone as Pakistanis write it", () => {
  expect(customerHref('+923551234567')).toBe('/admin/customers/03551234567');
});

test('the list reads its search and page from the address, and ignores a page that is not one', () => {
  expect(parseCustomerFilters({ q: ' Sana ', page: '2' })).toEqual({ q: 'Sana', page: 2 });
  expect(parseCustomerFilters({ page: 'two' })).toEqual({ q: undefined, page: undefined });
});

test('the returned-parcels flag counts in words', () => {
  expect(returnedParcelsFlag(1)).toBe('Returned 1 parcel before');
  expect(returnedParcelsFlag(2)).toBe('Returned 2 parcels before');
});
