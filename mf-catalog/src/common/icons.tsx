/** Small inline icons (no icon library: the slice stays light). Decorative: the buttons carry the labels. */
import type { ReactNode } from 'react';

interface IconProps {
  size?: number;
}

function Svg({ size, fill = 'none', children }: { size: number; fill?: string; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function CartIcon({ size = 18 }: IconProps) {
  return (
    <Svg size={size}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
    </Svg>
  );
}

export function HeartIcon({ size = 18, filled = false }: IconProps & { filled?: boolean }) {
  return (
    <Svg size={size} fill={filled ? 'currentColor' : 'none'}>
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </Svg>
  );
}

export function CloseIcon({ size = 20 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Svg>
  );
}

export function SearchIcon({ size = 20 }: IconProps) {
  return (
    <Svg size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}

export function FilterIcon({ size = 18 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M3 5h18M6 12h12M10 19h4" />
    </Svg>
  );
}

export function ChevronIcon({ size = 20, direction }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <Svg size={size}>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </Svg>
  );
}
