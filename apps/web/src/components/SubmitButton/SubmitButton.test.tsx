import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

afterEach(cleanup);

describe('SubmitButton', () => {
  it('submits its form and takes no tap while pending', () => {
    const { rerender } = render(<SubmitButton pending={false}>登录</SubmitButton>);
    const button = screen.getByRole('button', { name: '登录' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    rerender(
      <SubmitButton pending loadingText="登录中">
        登录
      </SubmitButton>,
    );
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button').textContent).toContain('登录中');
  });
});
