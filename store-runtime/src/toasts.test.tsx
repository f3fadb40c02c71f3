import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { notify, Toasts } from './toasts';

const container = <Toasts position="top-right" autoClose={5000} />;

// One module for the whole file, as on a page: the first test is the cold load.
describe('toasts loaded on demand', () => {
  test('nothing is rendered, on the server or in the browser, before the first toast', () => {
    expect(renderToString(container)).toBe('');
    const { container: root } = render(container);
    expect(root).toBeEmptyDOMElement();
    expect(document.querySelector('.Toastify')).toBeNull();
  });

  test('the first toast loads react-toastify, mounts the container and is shown', async () => {
    render(container);
    act(() => notify.info('Please login to add to cart', { autoClose: 1000 }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Please login to add to cart');
    expect(toast).toHaveClass('Toastify__toast--info');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
    expect(screen.getByRole('progressbar', { name: 'notification timer' })).toHaveStyle({
      animationDuration: '1000ms',
    });
  });

  test("each kind is react-toastify's kind, and a toast without options closes after the container's time", async () => {
    render(container);
    act(() => {
      notify.success('Added');
      notify.warning('Choose a size');
      notify.error('Failed');
    });
    expect(await screen.findByText('Added')).toBeInTheDocument();
    const toastOf = (text: string) => screen.getByText(text).closest('.Toastify__toast');
    expect(toastOf('Added')).toHaveClass('Toastify__toast--success');
    expect(await screen.findByText('Choose a size')).toBeInTheDocument();
    expect(toastOf('Choose a size')).toHaveClass('Toastify__toast--warning');
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(toastOf('Failed')).toHaveClass('Toastify__toast--error');
    const timer = toastOf('Added')?.querySelector('[role="progressbar"]');
    expect(timer).toHaveStyle({ animationDuration: '5000ms' });
  });
});
