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
const IDLE = 'var(--jc-gray-450)';

/** Bottom-tab icons: outlined when idle, filled in the primary colour when active. */
export function TabIcon({ index, active }: { index: number; active: boolean }) {
  const stroke = active ? ACTIVE : IDLE;
  const fill = active ? ACTIVE : 'none';
  const inner = active ? 'var(--jc-white)' : IDLE;
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
      <rect width="64" height="64" rx="16" fill="var(--jc-brand)" />
      <path d="M12 20c6-3 13-3 20 1v28c-7-4-14-4-20-1z" fill="var(--jc-white)" />
      <path d="M52 20c-6-3-13-3-20 1v28c7-4 14-4 20-1z" fill="var(--jc-blue-150)" />
      <circle cx="46" cy="14" r="6" fill="var(--jc-orange-450)" />
    </svg>
  );
}

const line = {
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

export function CartIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 4h2.2l2.2 11h10.8l2-8H6.4" {...line} />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </Svg>
  );
}

export function GiftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="8" width="17" height="4.5" rx="1" {...line} />
      <path
        d="M5 12.5V20h14v-7.5M12 8v12M12 8c-1.5-3.5-5.5-3.5-5-1 .3 1.3 2.8 1 5 1Zm0 0c1.5-3.5 5.5-3.5 5-1-.3 1.3-2.8 1-5 1Z"
        {...line}
      />
    </Svg>
  );
}

export function OrderIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="5" y="3.5" width="14" height="17" rx="2" {...line} />
      <path d="M8.5 8h7M8.5 12h7M8.5 16h4" {...line} />
    </Svg>
  );
}

export function LocationIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" {...line} />
      <circle cx="12" cy="10" r="2.3" {...line} />
    </Svg>
  );
}

export function CoinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" {...line} />
      <path d="M9 9.5 12 13l3-3.5M12 13v4M9.5 13.5h5" {...line} />
    </Svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3.5 5 6v5.5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9V6z" {...line} />
      <path d="m9 12 2.2 2.2L15.5 10" {...line} />
    </Svg>
  );
}

export function TrophyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5v1.5A3 3 0 0 0 8 10.5M16 6h3v1.5a3 3 0 0 1-3 3M12 13v4M8.5 20h7M10 17h4"
        {...line}
      />
    </Svg>
  );
}

export function ListIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9 6.5h11M9 12h11M9 17.5h11" {...line} />
      <circle cx="5" cy="6.5" r="1.2" fill="currentColor" />
      <circle cx="5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="5" cy="17.5" r="1.2" fill="currentColor" />
    </Svg>
  );
}

/** Scan: four viewfinder corners and a line across. */
export function ScanIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M4 9V6a2 2 0 0 1 2-2h3M15 4h3a2 2 0 0 1 2 2v3M20 15v3a2 2 0 0 1-2 2h-3M9 20H6a2 2 0 0 1-2-2v-3"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M7 12h10" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </Svg>
  );
}

/** A picture (photo album). */
export function PictureIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="5" width="17" height="14" rx="2.5" stroke="currentColor" strokeWidth={2} />
      <circle cx="9" cy="10" r="1.6" fill="currentColor" />
      <path
        d="m4.5 17 4.5-4.5 3 3 3-3.5 4.5 5"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}
