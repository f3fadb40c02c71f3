import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { MESSAGES } from 'shared-contracts';
import { isAdminAtom } from 'store-runtime';
import page from './page.module.css';

/** A page of this slice: admins have no cart, so they are told so instead (product rules §6). */
export function ShopperPage({ title, children }: { title: string; children: ReactNode }) {
  const isAdmin = useAtomValue(isAdminAtom);
  return (
    <div className={page.page}>
      <h1 className={page.title}>{title}</h1>
      {isAdmin ? <p className={page.notice}>{MESSAGES.cartAdminBlocked}</p> : children}
    </div>
  );
}
