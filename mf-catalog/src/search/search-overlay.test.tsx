import { act, fireEvent, screen } from '@testing-library/react';
import { MESSAGES, SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE } from 'shared-contracts';
import { productsApi } from 'store-runtime';
import { page, product, renderPage } from '../test-utils';
import SearchOverlay from './search-overlay';

const list = jest.spyOn(productsApi, 'list');
const search = jest.spyOn(productsApi, 'search');

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('an empty query shows the first page of products', async () => {
  list.mockResolvedValue(page([product(1), product(2)]));
  renderPage(<SearchOverlay open onClose={jest.fn()} />);
  expect(screen.getByRole('dialog', { name: 'Search our site' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
  expect(await screen.findByRole('article', { name: 'Phone 2' })).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith({ page: 1, limit: SEARCH_PAGE_SIZE });
  expect(search).not.toHaveBeenCalled();
});

test('searches once the typing has paused for 500 ms', async () => {
  list.mockResolvedValue(page([product(1)]));
  search.mockResolvedValue({ data: [product(9, { name: 'Pixel 8' })] });
  renderPage(<SearchOverlay open onClose={jest.fn()} />);
  const input = screen.getByRole('searchbox', { name: 'Search products' });
  fireEvent.change(input, { target: { value: 'pix' } });
  fireEvent.change(input, { target: { value: 'pixel' } });
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10));
  expect(search).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(20));
  expect(search).toHaveBeenCalledTimes(1);
  expect(search).toHaveBeenCalledWith('pixel');
  expect(await screen.findByRole('article', { name: 'Pixel 8' })).toBeInTheDocument();
});

test('a blank query never calls the search', async () => {
  list.mockResolvedValue(page([]));
  renderPage(<SearchOverlay open onClose={jest.fn()} />);
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: '   ' } });
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
  expect(search).not.toHaveBeenCalled();
});

test('a failed load says so and offers a retry', async () => {
  list.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(page([product(1)]));
  renderPage(<SearchOverlay open onClose={jest.fn()} />);
  expect(await screen.findByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Phone 1' })).toBeInTheDocument();
});

test('closes on Escape, on its close button and when a product is opened', async () => {
  list.mockResolvedValue(page([product(1)]));
  const onClose = jest.fn();
  renderPage(<SearchOverlay open onClose={onClose} />);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  fireEvent.click(await screen.findByRole('link', { name: 'Phone 1' }));
  expect(onClose).toHaveBeenCalledTimes(3);
});

test('renders nothing while closed', () => {
  renderPage(<SearchOverlay open={false} onClose={jest.fn()} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(list).not.toHaveBeenCalled();
});
