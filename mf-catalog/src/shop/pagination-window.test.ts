import { paginationWindow } from './pagination-window';

test('shows every page when there are five or fewer', () => {
  expect(paginationWindow(1, 1)).toEqual([1]);
  expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
  expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
});

test('centres a window of five on the current page', () => {
  expect(paginationWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
});

test('keeps the window inside the first and last pages', () => {
  expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
  expect(paginationWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
  expect(paginationWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  expect(paginationWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
});

test('clamps a page outside the range and handles no pages', () => {
  expect(paginationWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
  expect(paginationWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
  expect(paginationWindow(1, 0)).toEqual([]);
});
