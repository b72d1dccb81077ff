import { useLayoutEffect, useRef } from 'react';
import { Stepper as AntdStepper, type StepperProps as AntdStepperProps, type StepperRef } from 'antd-mobile';

export type StepperProps = Extract<AntdStepperProps, { stringMode?: false }> & {
  /** What is counted (…数量, …册数): the name of the group and of its number field. */
  'aria-label': string;
};

/**
 * antd-mobile's Stepper with a number field a screen reader can use: antd gives its Input the
 * `spinbutton` role and aria-valuenow/min/max, but the Input drops the role and puts the values on its
 * wrapping div (axe `aria-allowed-attr`, critical), and the field has no name. Here the values move to
 * the field itself (each time antd writes them), with the role and the name; the − and + buttons keep antd's
 * Chinese names (减少, 增加).
 */
const VALUE_ATTRIBUTES = ['aria-valuenow', 'aria-valuemin', 'aria-valuemax'];

export function Stepper(props: StepperProps) {
  const ref = useRef<StepperRef>(null);
  const label = props['aria-label'];
  useLayoutEffect(() => {
    const field = ref.current?.nativeElement;
    const box = field?.closest('.adm-input');
    if (!field || !box) return;
    const move = () => {
      for (const name of VALUE_ATTRIBUTES) {
        const value = box.getAttribute(name);
        if (value == null) continue;
        field.setAttribute(name, value);
        box.removeAttribute(name);
      }
    };
    move();
    field.setAttribute('role', 'spinbutton');
    // antd's Stepper renders again on its own (its value follows the prop in an effect): follow it.
    const observer = new MutationObserver(move);
    observer.observe(box, { attributes: true, attributeFilter: VALUE_ATTRIBUTES });
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-label', label);
  }, [label]);
  return <AntdStepper ref={ref} {...props} />;
}
