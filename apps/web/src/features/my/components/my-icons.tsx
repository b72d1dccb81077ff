/** Line icons of the my pages (currentColor, 24-unit box). */
interface IconProps {
  size?: number;
  className?: string;
}

const box = (size: number, className?: string) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  className,
  'aria-hidden': true as const,
});

export function GearIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M12 3.5v2.2M12 18.3v2.2M3.5 12h2.2M18.3 12h2.2M6 6l1.6 1.6M16.4 16.4 18 18M6 18l1.6-1.6M16.4 7.6 18 6"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function HistoryIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="M4 4.5v3.8h3.8M12 8v4.3l2.8 1.8"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ChatIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path
        d="M5 5.5h14v10H10l-4 3.5v-3.5H5z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M8.5 10.5h7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function HeadsetIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path d="M5 14v-2a7 7 0 0 1 14 0v2" stroke="currentColor" strokeWidth="1.8" />
      <rect x="4" y="13" width="4" height="6" rx="1.5" stroke="currentColor" strokeWidth="1.8" />
      <rect x="16" y="13" width="4" height="6" rx="1.5" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export function InfoIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 11v5.5M12 7.6v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function FlagIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path
        d="M6 20.5V4.5M6 5h11l-2.5 4L17 13H6"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function HeadphoneIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path d="M4.5 16v-3.5a7.5 7.5 0 0 1 15 0V16" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M4.5 15h3v5h-3zM16.5 15h3v5h-3z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function TrashIcon({ size = 20, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path
        d="M5 7h14M10 7V5h4v2M7 7l1 12.5h8L17 7"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** 作业批改: a sheet with a tick. */
export function CorrectIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <rect x="5" y="3.5" width="14" height="17" rx="2" stroke="currentColor" strokeWidth="1.8" />
      <path d="m8.5 12.5 2.5 2.5 4.5-5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** 拍照搜题: a camera with a lens. */
export function CameraSearchIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path
        d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.2l1.5-2h5.6l1.5 2h2.2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="3.2" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** 我的投稿: a sheet with a pen. */
export function EssayIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path
        d="M14 3.5H6.5A1.5 1.5 0 0 0 5 5v14a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 19v-7"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path
        d="m11 13 .6-2.6 7-7a1.4 1.4 0 0 1 2 2l-7 7Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M8.5 17h7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** 纠错奖励: a magnifier over an error mark. */
export function ErrorReportIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <circle cx="10.5" cy="10.5" r="6" stroke="currentColor" strokeWidth="1.8" />
      <path d="m15 15 4.5 4.5M10.5 7.5v3.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10.5" cy="13.6" r="1" fill="currentColor" />
    </svg>
  );
}

/** 学校档案 (staff): a school building with a flag. */
export function SchoolIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path
        d="M3.5 20.5h17M5 20.5v-9l7-4.5 7 4.5v9"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M10 20.5v-4.5h4v4.5M12 7V3.5h3.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** 统计分析 (staff): bars. */
export function ChartIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path
        d="M4 20h16M7 16.5v-5M12 16.5V6M17 16.5v-8"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A shop front with an awning (书店). */
export function StoreIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...box(size, className)}>
      <path d="M4 9.5V20h16V9.5" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path
        d="M3 9.5 5 4h14l2 5.5c0 1.4-1.1 2.5-2.5 2.5S16 10.9 16 9.5c0 1.4-1.1 2.5-2.5 2.5h-3C9.1 12 8 10.9 8 9.5 8 10.9 6.9 12 5.5 12S3 10.9 3 9.5Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M10 20v-4.5h4V20" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
