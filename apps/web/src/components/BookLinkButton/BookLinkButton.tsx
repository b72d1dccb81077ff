import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { bookDetailsUrl } from '@/lib/page-urls';

export interface BookLinkButtonProps {
  bookNo: string;
  className?: string;
  /** The label: 查看图书, 同步课程… */
  children: ReactNode;
}

/** A button that opens a book's 播放详情 (its lessons), offered by the download and reading pages. */
export function BookLinkButton({ bookNo, className, children }: BookLinkButtonProps) {
  const navigate = useNavigate();
  return (
    <button type="button" className={className} onClick={() => void navigate(bookDetailsUrl(bookNo))}>
      {children}
    </button>
  );
}
