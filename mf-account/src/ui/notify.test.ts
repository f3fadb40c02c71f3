import { notify as showToast } from 'store-runtime';
import { notify } from './notify';

const success = jest.spyOn(showToast, 'success').mockImplementation(() => {});
const error = jest.spyOn(showToast, 'error').mockImplementation(() => {});

test('account toasts close after 3 seconds (product rules §9)', () => {
  notify.success('Saved');
  notify.error('Failed');
  expect(success).toHaveBeenCalledWith('Saved', { autoClose: 3000 });
  expect(error).toHaveBeenCalledWith('Failed', { autoClose: 3000 });
});
