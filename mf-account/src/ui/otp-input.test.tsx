import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpInput } from './otp-input';

function Harness({ onChange }: { onChange?: (digits: string[]) => void }) {
  const [digits, setDigits] = useState(['', '', '', '', '', '']);
  return (
    <>
      <OtpInput
        label="One-time password"
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          onChange?.(next);
        }}
      />
      <output>{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

test('shows six single-digit boxes in a named group', () => {
  render(<Harness />);
  expect(screen.getByRole('group', { name: 'One-time password' })).toBeInTheDocument();
  expect(screen.getAllByRole('textbox')).toHaveLength(6);
  expect(box(1)).toHaveAttribute('inputmode', 'numeric');
});

test('typing a digit moves to the next box; letters are refused', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(box(1));
  await user.keyboard('1a2b-3');
  expect(screen.getByRole('status')).toHaveTextContent('123');
  expect(box(1)).toHaveValue('1');
  expect(box(3)).toHaveValue('3');
  expect(box(4)).toHaveFocus();
});

test('a pasted code fills all the boxes, ignoring anything but digits', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(box(3));
  await user.paste('98 76-54');
  expect(screen.getByRole('status')).toHaveTextContent('987654');
  expect(box(6)).toHaveFocus();
});

test('backspace clears the box, then moves back and clears the one before', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(box(1));
  await user.keyboard('123456');
  expect(box(6)).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(screen.getByRole('status')).toHaveTextContent(/^12345$/);
  expect(box(6)).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(screen.getByRole('status')).toHaveTextContent(/^1234$/);
  expect(box(5)).toHaveFocus();
  await user.keyboard('{Backspace}{Backspace}');
  expect(screen.getByRole('status')).toHaveTextContent(/^12$/);
  expect(box(3)).toHaveFocus();
});

test('arrow keys move between boxes; typing over a filled box replaces its digit', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(box(1));
  await user.keyboard('1234');
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(box(3)).toHaveFocus();
  await user.keyboard('9');
  expect(screen.getByRole('status')).toHaveTextContent(/^1294$/);
  expect(box(4)).toHaveFocus();
});

test('an autofilled code spreads over the boxes', () => {
  render(<Harness />);
  fireEvent.change(box(1), { target: { value: '246813' } });
  expect(screen.getByRole('status')).toHaveTextContent('246813');
});
