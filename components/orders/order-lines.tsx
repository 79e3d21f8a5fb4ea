import { Rupees } from '@/components/ui/rupees';
import type { OrderDetail } from '@/lib/orders/types';

type Lines = Pick<OrderDetail, 'items' | 'subtotal' | 'discount' | 'couponCode' | 'shippingMethodName' | 'shippingFee' | 'total'>;

/** An order's lines and amounts, as the shopper's order page and the owner's console show them. */
export function OrderLines({ order }: { order: Lines }) {
  return (
    <>
      <ul className="mt-4 divide-y divide-sand">
        {order.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-3 py-3 text-sm">
            <span className="text-walnut-800">
              <span className="font-semibold">{item.productName}</span> ({item.variantLabel}) × {item.quantity} at{' '}
              <Rupees value={item.unitPrice} />
            </span>
            <span className="shrink-0 font-semibold text-walnut-950">
              <Rupees value={item.lineTotal} />
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-sand pt-4 text-sm text-walnut-700">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>
            <Rupees value={order.subtotal} />
          </dd>
        </div>
        {order.discount > 0 && (
          <div className="flex justify-between">
            <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
            <dd>
              <Rupees value={-order.discount} />
            </dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>Shipping ({order.shippingMethodName})</dt>
          <dd>{order.shippingFee === 0 ? 'Free' : <Rupees value={order.shippingFee} />}</dd>
        </div>
        <div className="flex justify-between border-t border-sand pt-3 text-base font-bold text-walnut-950">
          <dt>Total</dt>
          <dd data-testid="order-total">
            <Rupees value={order.total} />
          </dd>
        </div>
      </dl>
    </>
  );
}
