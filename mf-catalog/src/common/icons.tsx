/** Small icons (no icon library: the slice stays light). Decorative: the buttons carry the labels. */
import type { CSSProperties } from 'react';
import styles from './icons.module.css';

interface IconProps {
  size?: number;
}

type IconName = 'cart' | 'heart' | 'heartFilled' | 'close' | 'search' | 'filter' | 'chevronLeft' | 'chevronRight';

function Icon({ name, size }: { name: IconName; size: number }) {
  const style = { '--icon-size': `${size}px` } as CSSProperties;
  return <span className={`${styles.icon} ${styles[name]}`} style={style} aria-hidden="true" />;
}

export function CartIcon({ size = 18 }: IconProps) {
  return <Icon name="cart" size={size} />;
}

export function HeartIcon({ size = 18, filled = false }: IconProps & { filled?: boolean }) {
  return <Icon name={filled ? 'heartFilled' : 'heart'} size={size} />;
}

export function CloseIcon({ size = 20 }: IconProps) {
  return <Icon name="close" size={size} />;
}

export function SearchIcon({ size = 20 }: IconProps) {
  return <Icon name="search" size={size} />;
}

export function FilterIcon({ size = 18 }: IconProps) {
  return <Icon name="filter" size={size} />;
}

export function ChevronIcon({ size = 20, direction }: IconProps & { direction: 'left' | 'right' }) {
  return <Icon name={direction === 'left' ? 'chevronLeft' : 'chevronRight'} size={size} />;
}
