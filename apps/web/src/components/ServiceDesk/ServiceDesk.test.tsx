import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceDesk, telHref } from './ServiceDesk';

afterEach(cleanup);

describe('ServiceDesk', () => {
  it('makes tel: links of digits only', () => {
    expect(telHref('400-820 8820')).toBe('tel:400-8208820');
    expect(telHref('+86 10 1234 5678')).toBe('tel:+861012345678');
    expect(telHref('无')).toBe('');
  });

  it('shows the QR, a phone to call and the hours; leaves out what the desk lacks', () => {
    const desk = {
      title: '在线客服',
      qr: '/media/kefu/kefu-1.png',
      qrAlt: '在线客服二维码',
      qrCaption: '微信扫码添加',
      phone: '400-820 6151',
      timeLabel: '工作时间',
      time: '9:00—21:00',
    };
    const { rerender } = render(<ServiceDesk {...desk} />);
    expect(screen.getByRole('img', { name: '在线客服二维码' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '客服电话 400-820 6151 拨打' }).getAttribute('href')).toBe(
      'tel:400-8206151',
    );
    expect(screen.getByText('9:00—21:00')).toBeTruthy();
    rerender(<ServiceDesk {...desk} qr="" phone="无" time="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('工作时间')).toBeNull();
  });
});
