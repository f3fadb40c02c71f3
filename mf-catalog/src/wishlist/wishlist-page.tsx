import { useAtomValue } from 'jotai';
import { MESSAGES, ROUTES } from 'shared-contracts';
import { isAdminAtom, useWishlist } from 'store-runtime';
import { Link } from 'store-runtime/router';
import { PageBanner } from '../common/page-banner';
import { ProductGrid } from '../common/product-grid';
import { CardSkeletons, EmptyState, ErrorState } from '../common/states';
import styles from './wishlist-page.module.css';

const WISHLIST_TEXTS = { removed: MESSAGES.wishlistRemoved, failed: MESSAGES.somethingWentWrong };

/** /wishlist (product rules §2): the signed-in customer's saved products, with size choice, add to cart and remove. */
export default function WishlistPage() {
  const wishlist = useWishlist();
  const isAdmin = useAtomValue(isAdminAtom);
  const products = wishlist.data?.wishlist.items.map((item) => item.product) ?? [];

  return (
    <div className={styles.page}>
      <PageBanner title="Wishlist" />
      <div className={styles.inner}>
        {isAdmin ? (
          <EmptyState title={MESSAGES.adminNoWishlist} />
        ) : wishlist.isError ? (
          <ErrorState message={MESSAGES.somethingWentWrong} onRetry={() => wishlist.refetch()} />
        ) : !wishlist.data ? (
          <CardSkeletons count={4} className={styles.grid} />
        ) : products.length === 0 ? (
          <div className={styles.empty}>
            <EmptyState title={MESSAGES.wishlistEmpty} hint={MESSAGES.wishlistEmptyHint} />
            <Link to={ROUTES.shop} className={styles.browse}>
              Go to the shop
            </Link>
          </div>
        ) : (
          <ProductGrid
            products={products}
            className={styles.grid}
            label="Wishlist products"
            imageSizes="(min-width: 1100px) 300px, (min-width: 860px) 33vw, (min-width: 540px) 50vw, 100vw"
            wishlistTexts={WISHLIST_TEXTS}
            removeFromWishlist
            priorityCount={2}
          />
        )}
      </div>
    </div>
  );
}
