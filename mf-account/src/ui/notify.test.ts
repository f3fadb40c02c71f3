import { toast } from 'react-toastify';
import { notify } from './notify';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

test('account toasts close after 3 seconds (product rules §9)', () => {
  notify.success('Saved');
  notify.error('Failed');
  expect(toast.success).toHaveBeenCalledWith('Saved', { autoClose: 3000 });
  expect(toast.error).toHaveBeenCalledWith('Failed', { autoClose: 3000 });
});
