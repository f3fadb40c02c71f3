import { MESSAGES, ROUTES } from 'shared-contracts';
import { useCart } from 'store-runtime';
import { Link } from 'store-runtime/router';
import { DeliveryPromise } from 'store-ui/delivery-promise';
import page from '../common/page.module.css';
import { LoadError, LoadingRows } from '../common/page-states';
import { ShopperPage } from '../common/shopper-page';
import { CartLine } from './cart-line';
import styles from './cart-page.module.css';
import { OrderSummary } from './order-summary';
import { useCartChanges } from './use-cart';

export default function CartPage() {
  return (
    <ShopperPage title="Cart">
      <CustomerCart />
    </ShopperPage>
  );
}

function CustomerCart() {
  const cart = useCart();
  const { updateQuantity, remove } = useCartChanges();

  if (cart.isPending) return <LoadingRows label="Loading your cart" />;
  if (cart.isError) return <LoadError what="cart" onRetry={() => cart.refetch()} />;

  const { items } = cart.data.cart;
  if (items.length === 0) {
    return (
      <div className={page.notice}>
        <h2>{MESSAGES.cartEmpty}</h2>
        <p>{MESSAGES.cartEmptyHint}</p>
        <Link to={ROUTES.shop} className={page.secondaryButton}>
          Go to the shop
        </Link>
      </div>
    );
  }

  const busy = updateQuantity.isPending || remove.isPending || cart.isFetching;
  return (
    <div className={page.layout}>
      <ul className={styles.lines} aria-label="Items in your cart">
        {items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            busy={busy}
            onQuantity={(newQuantity) => updateQuantity.mutate({ cartItemId: item.id, newQuantity })}
            onRemove={() => remove.mutate(item)}
          />
        ))}
      </ul>
      <OrderSummary items={items}>
        <DeliveryPromise />
        <Link to={ROUTES.checkout} className={`${page.primaryButton} ${styles.checkout}`}>
          Proceed to Checkout
        </Link>
      </OrderSummary>
    </div>
  );
}
