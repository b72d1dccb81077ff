import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Selector as AntdSelector, type SelectorProps } from 'antd-mobile';
import styles from './Selector.module.css';

const ITEM = 'adm-selector-item';

/**
 * antd-mobile's Selector (a grid of choice chips) that a keyboard and a switch can use: antd's options
 * are `role=option` divs that only a tap reaches. Each option here is a tab stop (the disabled ones
 * excepted) and Enter or Space chooses it, as a tap does; the grade picker, the feedback and reward
 * forms and the archives' forms all use this one.
 */
export function Selector<V extends string | number>(props: SelectorProps<V>) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const item of box.current?.querySelectorAll<HTMLElement>(`.${ITEM}`) ?? [])
      item.tabIndex = item.classList.contains(`${ITEM}-disabled`) ? -1 : 0;
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if ((event.key !== 'Enter' && event.key !== ' ') || !target.classList.contains(ITEM)) return;
    event.preventDefault();
    target.click();
  };
  return (
    <div ref={box} className={styles.box} style={{ display: 'contents' }} onKeyDown={onKeyDown}>
      <AntdSelector {...props} />
    </div>
  );
}
