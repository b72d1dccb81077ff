import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasscodeField } from './PasscodeField';

afterEach(cleanup);

const props = {
  label: '支付密码',
  value: '',
  hint: '请输入6位数字支付密码',
  busy: false,
  busyText: '正在支付…',
  onChange: vi.fn(),
  onClearError: vi.fn(),
  onFill: vi.fn(),
};

describe('PasscodeField', () => {
  it('shows the hint, the refusal as an alert, and the busy text while busy', () => {
    const { rerender } = render(<PasscodeField {...props} error="" />);
    expect(screen.getByText('请输入6位数字支付密码')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<PasscodeField {...props} error="支付密码错误" />);
    expect(screen.getByRole('alert').textContent).toBe('支付密码错误');
    rerender(<PasscodeField {...props} error="" busy />);
    expect(screen.getByText('正在支付…')).toBeTruthy();
  });

  it('is one named control that takes digits and Backspace from a keyboard', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<PasscodeField {...props} error="" onChange={onChange} />);
    const boxes = screen.getByRole('button', { name: '支付密码' });
    expect(boxes.getAttribute('aria-describedby')).toBe(screen.getByText(props.hint).id);
    // antd's own text input is not a second, silent tab stop
    expect(container.querySelector('input')?.disabled).toBe(true);
    fireEvent.keyDown(boxes, { key: '7' });
    expect(onChange).toHaveBeenLastCalledWith('7');
    fireEvent.keyDown(boxes, { key: 'a' });
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(<PasscodeField {...props} error="" value="12" onChange={onChange} />);
    fireEvent.keyDown(boxes, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith('1');
  });
});
