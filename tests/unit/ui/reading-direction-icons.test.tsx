import { render } from '@testing-library/react';
import { ArrowRightIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

// Icons that point along the line of reading turn round on a right-to-left page; the others do not.

test.each([
  ['ArrowRightIcon', ArrowRightIcon],
  ['ChevronLeftIcon', ChevronLeftIcon],
  ['ChevronRightIcon', ChevronRightIcon],
])('%s is mirrored right to left and keeps the caller’s classes', (_name, Icon) => {
  const { container } = render(<Icon className="text-walnut-400" />);
  expect(container.querySelector('svg')!.getAttribute('class')).toBe('rtl:-scale-x-100 text-walnut-400');
});

test('an icon that does not point along the line stays as drawn', () => {
  const { container } = render(<ChevronDownIcon className="text-walnut-400" />);
  expect(container.querySelector('svg')!.getAttribute('class')).toBe('text-walnut-400');
});
