import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import styles from './Card.module.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** A white rounded card; the caller's class adds layout and padding. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={join(styles.card, className)} />;
}

/** A whole card that is one button (book results, sample books, PDF picks). */
export function CardButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...rest} type={type} className={join(styles.card, styles.button, className)} />;
}
