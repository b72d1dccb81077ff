import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sheet } from './Sheet';

afterEach(cleanup);

const dialogOf = () => document.querySelector('dialog') as HTMLDialogElement;

describe('Sheet (modal <dialog>)', () => {
  it('opens as a modal with its label and closes when the parent hides it', () => {
    const { rerender } = render(
      <Sheet visible label="切换年级">
        <p>内容</p>
      </Sheet>,
    );
    expect(dialogOf().open).toBe(true);
    expect(screen.getByRole('dialog', { name: '切换年级' })).toBeTruthy();
    rerender(
      <Sheet visible={false} label="切换年级">
        <p>内容</p>
      </Sheet>,
    );
    expect(dialogOf().open).toBe(false);
  });

  it('takes the focus itself when it opens, not its first control', () => {
    render(
      <Sheet visible label="请选择孩子的年级">
        <button type="button">一年级</button>
      </Sheet>,
    );
    expect(document.activeElement).toBe(dialogOf());
  });

  it('asks the parent to close on Esc and on a tap on the backdrop, and stays open until it does', () => {
    const onClose = vi.fn();
    render(
      <Sheet visible label="切换年级" onClose={onClose}>
        <button type="button">里面的按钮</button>
      </Sheet>,
    );
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialogOf().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogOf().open).toBe(true);

    act(() => screen.getByRole('button', { name: '里面的按钮' }).click());
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => dialogOf().click());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('without onClose it is mandatory: Esc is refused and a close by the browser opens it again', async () => {
    render(
      <Sheet visible label="请选择孩子的年级">
        <p>内容</p>
      </Sheet>,
    );
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialogOf().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    act(() => dialogOf().close());
    await vi.waitFor(() => expect(dialogOf().open).toBe(true));
  });

  it('a dismissible sheet closed by the browser tells the parent', async () => {
    const onClose = vi.fn();
    render(
      <Sheet visible label="切换年级" onClose={onClose}>
        <p>内容</p>
      </Sheet>,
    );
    act(() => dialogOf().close());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
