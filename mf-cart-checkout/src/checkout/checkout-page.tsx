import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  formatPaise,
  MESSAGES,
  needsRecipient,
  ORDER_MESSAGES,
  type Order,
  PAYMENT_METHODS,
  ROUTES,
  variantPricing,
} from 'shared-contracts';
import { apiErrorMessage, basket, notify, ordersApi, useCart } from 'store-runtime';
import { Link } from 'store-runtime/router';
import { DeliveryPromiseFor } from 'store-ui/delivery-promise';
import { OrderSummary } from '../cart/order-summary';
import page from '../common/page.module.css';
import { LoadError, LoadingRows } from '../common/page-states';
import { ShopperPage } from '../common/shopper-page';
import { AddressPicker, defaultAddressId, useAddresses } from './address-picker';
import styles from './checkout.module.css';
import { OrderPlacedDialog } from './order-placed-dialog';
import { focusRecipientForm } from './recipient-form';

export default function CheckoutPage() {
  return (
    <ShopperPage title="Checkout">
      <CustomerCheckout />
    </ShopperPage>
  );
}

function CustomerCheckout() {
  const cart = useCart();
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const [pickedAddressId, setPickedAddressId] = useState<number | null>(null);
  const addressId = pickedAddressId ?? defaultAddressId(addresses.data?.addresses);
  const deliveryPincode = addresses.data?.addresses.find((address) => address.id === addressId)?.postalCode;
  const [placed, setPlaced] = useState<Order | null>(null);

  const placeOrder = useMutation({
    mutationFn: ordersApi.place,
    onSuccess: ({ order, emailSent }) => {
      setPlaced(order);
      if (!emailSent) notify.warning(MESSAGES.orderMailFailed);
      // The server emptied the cart: no page may show the cached one again.
      void basket.afterOrder(queryClient, true);
    },
    onError: (error) => {
      notify.error(apiErrorMessage(error, MESSAGES.placeOrderFailed));
      // Stock may have changed: show the cart as the server has it now.
      void basket.afterOrder(queryClient, false);
    },
  });

  if (placed) return <OrderPlacedDialog order={placed} />;
  if (cart.isPending) return <LoadingRows label="Loading your cart" />;
  if (cart.isError) return <LoadError what="cart" onRetry={() => cart.refetch()} />;

  const { items } = cart.data.cart;
  if (items.length === 0) {
    return (
      <div className={page.notice}>
        <h2>{MESSAGES.cartEmpty}</h2>
        <Link to={ROUTES.shop} className={page.secondaryButton}>
          Go to the shop
        </Link>
      </div>
    );
  }

  const submit = () => {
    if (addressId === null) {
      notify.error(MESSAGES.selectAddress);
      return;
    }
    // The recipient form is open under this address; the server would refuse it the same way.
    const chosen = addresses.data?.addresses.find((address) => address.id === addressId);
    if (chosen && needsRecipient(chosen)) {
      notify.error(ORDER_MESSAGES.addressNeedsRecipient);
      focusRecipientForm();
      return;
    }
    placeOrder.mutate({ addressId, paymentMethod: PAYMENT_METHODS[0] });
  };

  return (
    <div className={page.layout}>
      <div className={styles.steps}>
        <AddressPicker selectedId={addressId} onSelect={setPickedAddressId} />

        <section className={styles.section} aria-labelledby="checkout-items">
          <h2 id="checkout-items">Items</h2>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.product.name} ({item.product.variant.size}, {item.product.variant.color}) × {item.quantity}
                </span>
                <span>{formatPaise(variantPricing(item.product.variant).pricePaise * item.quantity)}</span>
              </li>
            ))}
          </ul>
        </section>

        <fieldset className={styles.section}>
          <legend>Payment method</legend>
          <label className={styles.payment}>
            <input type="radio" name="payment" value="COD" checked readOnly />
            Cash on Delivery
          </label>
        </fieldset>
      </div>

      <OrderSummary items={items}>
        {deliveryPincode && <DeliveryPromiseFor pincode={deliveryPincode} />}
        {/* Until the addresses are in, the default one is not known yet: a click then must not say "select one". */}
        <button
          type="button"
          className={page.primaryButton}
          disabled={addresses.isPending || placeOrder.isPending}
          onClick={submit}
        >
          {placeOrder.isPending ? 'Placing order…' : 'Place Order'}
        </button>
      </OrderSummary>
    </div>
  );
}
