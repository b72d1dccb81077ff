import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Stepper } from './Stepper';

afterEach(cleanup);

describe('Stepper', () => {
  it('is a named spinbutton with its values on the field, its buttons named in Chinese', async () => {
    const { container, rerender } = render(
      <Stepper min={0} max={3} value={1} onChange={vi.fn()} aria-label="语文 册数" />,
    );
    const field = screen.getByRole('spinbutton', { name: '语文 册数' });
    expect(field.tagName).toBe('INPUT');
    expect(field.getAttribute('aria-valuenow')).toBe('1');
    expect(field.getAttribute('aria-valuemax')).toBe('3');
    expect(container.querySelectorAll('[aria-valuenow]')).toHaveLength(1);
    rerender(<Stepper min={0} max={3} value={2} onChange={vi.fn()} aria-label="语文 册数" />);
    // the observer moves what antd writes again (a microtask later)
    await Promise.resolve();
    expect(field.getAttribute('aria-valuenow')).toBe('2');
    expect(container.querySelectorAll('[aria-valuenow]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '增加' })).toBeTruthy();
  });
});
