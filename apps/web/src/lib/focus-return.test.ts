// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { installFocusReturn } from './focus-return';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('focus return', () => {
  it('moves the focus into a popup that shows, and back to its opener when it hides or goes', async () => {
    stop = installFocusReturn();
    document.body.innerHTML = '<button id="opener">切换年级</button>';
    const opener = document.getElementById('opener')!;
    opener.focus();
    const popup = document.createElement('div');
    popup.className = 'adm-popup';
    popup.innerHTML = '<div class="adm-popup-body"><button>确定</button></div>';
    document.body.append(popup);
    await tick();
    expect(document.activeElement).toBe(popup.querySelector('.adm-popup-body'));
    popup.style.display = 'none';
    await tick();
    expect(document.activeElement).toBe(opener);

    popup.style.display = '';
    await tick();
    (popup.querySelector('button') as HTMLButtonElement).focus();
    popup.remove();
    await tick();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus alone when it has moved on by itself', async () => {
    stop = installFocusReturn();
    document.body.innerHTML = '<button id="a">一</button><input id="b" />';
    document.getElementById('a')!.focus();
    const popup = document.createElement('div');
    popup.className = 'adm-center-popup';
    document.body.append(popup);
    await tick();
    document.getElementById('b')!.focus();
    popup.remove();
    await tick();
    expect(document.activeElement?.id).toBe('b');
  });
});

describe('focus return and the number keyboard', () => {
  it('leaves the focus on the passcode boxes while the number keyboard shows', async () => {
    stop = installFocusReturn();
    document.body.innerHTML = '<div id="boxes" tabindex="0" role="button">支付密码</div>';
    const boxes = document.getElementById('boxes')!;
    boxes.focus();
    const keyboard = document.createElement('div');
    keyboard.className = 'adm-popup adm-number-keyboard-popup';
    keyboard.innerHTML = '<div class="adm-popup-body"></div>';
    document.body.append(keyboard);
    await tick();
    expect(document.activeElement).toBe(boxes);
  });
});
