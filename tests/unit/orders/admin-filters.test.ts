import { filtersToSearch, parseOrderFilters } from '@/lib/orders/admin-filters';
import { searchFilter } from '@/lib/orders/admin-queries';

jest.mock('server-only', () => ({}));

describe('order filters', () => {
  it('reads the address of /admin/orders, dropping only what is malformed', () => {
    expect(parseOrderFilters({ status: 'pending', q: ' amina ', page: '2', from: '' })).toEqual({ status: 'pending', q: 'amina', page: 2 });
    expect(parseOrderFilters({ status: 'lost', method: 'cod', from: '1/2/2026', page: 'x' })).toEqual({ method: 'cod' });
    expect(parseOrderFilters({ from: '2026-11-25', to: '2026-11-01' })).toEqual({ from: '2026-11-25' });
    expect(parseOrderFilters({ status: ['shipped', 'pending'] })).toEqual({ status: 'shipped' });
  });

  it('writes them back as a query string without the empty ones', () => {
    expect(filtersToSearch({ status: 'pending', q: 'Amina Khan', page: 3 })).toBe('?status=pending&q=Amina+Khan&page=3');
    expect(filtersToSearch({})).toBe('');
  });
});

describe('the search box', () => {
  it('looks for the order number, the name and the phone however it is written', () => {
    expect(searchFilter('0300-1234567')).toBe('order_number.ilike.*0300-1234567*,full_name.ilike.*0300-1234567*,phone.eq.+923001234567');
    expect(searchFilter('gdf-2611')).toBe('order_number.ilike.*GDF-2611*,full_name.ilike.*gdf-2611*,phone.like.*2611*');
    expect(searchFilter('1234567')).toContain('phone.like.*1234567*');
  });

  it('keeps the filter grammar out of the text', () => {
    expect(searchFilter('a,b).or(x.eq.1*%')).toBe('order_number.ilike.*A B OR X EQ 1*,full_name.ilike.*a b or x eq 1*');
    expect(searchFilter('(),.*')).toBeNull();
  });
});
