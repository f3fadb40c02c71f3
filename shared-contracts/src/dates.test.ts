import { formatDate } from './dates.js';

test('formats dates the Indian way', () => {
  expect(formatDate('2026-11-09T10:00:00.000Z')).toBe('9 Nov 2026');
  expect(formatDate('2000-01-01')).toBe('1 Jan 2000');
});

test('an empty or unreadable date is a dash', () => {
  expect(formatDate(null)).toBe('—');
  expect(formatDate('')).toBe('—');
  expect(formatDate('soon')).toBe('—');
});
