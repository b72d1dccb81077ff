import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" {...rest}>
      {children}
    </svg>
  );
}

const ACTIVE = 'var(--adm-color-primary)';
const IDLE = '#8a94a6';

/** Bottom-tab icons: outlined when idle, filled in the primary colour when active. */
export function TabIcon({ index, active }: { index: number; active: boolean }) {
  const stroke = active ? ACTIVE : IDLE;
  const fill = active ? ACTIVE : 'none';
  const inner = active ? '#fff' : IDLE;
  const common = {
    stroke,
    strokeWidth: 1.8,
    strokeLinejoin: 'round' as const,
    strokeLinecap: 'round' as const,
  };
  switch (index) {
    case 0: // home: a little house
      return (
        <Svg size={26}>
          <path
            d="M3.5 10.5 12 3.5l8.5 7V19a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19z"
            fill={fill}
            {...common}
          />
          <path d="M9.5 20.5v-5.5h5v5.5" stroke={inner} strokeWidth={1.8} strokeLinejoin="round" />
        </Svg>
      );
    case 1: // check-in camp: a calendar with a tick
      return (
        <Svg size={26}>
          <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" fill={fill} {...common} />
          <path d="M8 3v4M16 3v4" {...common} />
          <path
            d="m8.5 13.5 2.5 2.5 4.5-5"
            stroke={inner}
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </Svg>
      );
    case 2: // teacher zone: an open book
      return (
        <Svg size={26}>
          <path
            d="M12 6.5C9.5 4.8 6.5 4.5 3.5 5.2v13.3c3-.7 6-.4 8.5 1.3 2.5-1.7 5.5-2 8.5-1.3V5.2c-3-.7-6-.4-8.5 1.3Z"
            fill={fill}
            {...common}
          />
          <path d="M12 6.5v13.3" stroke={inner} strokeWidth={1.8} strokeLinecap="round" />
        </Svg>
      );
    default: // my: a smiling face
      return (
        <Svg size={26}>
          <circle cx="12" cy="12" r="8.5" fill={fill} {...common} />
          <path
            d="M8.8 13.5c.8 1.3 1.9 2 3.2 2s2.4-.7 3.2-2"
            stroke={inner}
            strokeWidth={1.8}
            strokeLinecap="round"
          />
          <circle cx="9.3" cy="10" r="1" fill={inner} />
          <circle cx="14.7" cy="10" r="1" fill={inner} />
        </Svg>
      );
  }
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth={2} />
      <path d="m16 16 4 4" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="m7 10 5 5 5-5"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="m10 7 5 5-5 5"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="m14 7-5 5 5 5"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m7 7 10 10M17 7 7 17" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </Svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" stroke="currentColor" strokeWidth={1.8} />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" stroke="currentColor" strokeWidth={1.8} />
      <circle cx="12" cy="15.5" r="1.3" fill="currentColor" />
    </Svg>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M10 4.5H6.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2H10"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
      />
      <path
        d="M14 8l4 4-4 4M18 12H9.5"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="m12 3.8 2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
    </Svg>
  );
}

/** The app mark: an open book under a rising sun, same as the favicon. */
export function BrandMark({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#3a7cff" />
      <path d="M12 20c6-3 13-3 20 1v28c-7-4-14-4-20-1z" fill="#fff" />
      <path d="M52 20c-6-3-13-3-20 1v28c7-4 14-4 20-1z" fill="#dce8ff" />
      <circle cx="46" cy="14" r="6" fill="#ffb23f" />
    </svg>
  );
}
