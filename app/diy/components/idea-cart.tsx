import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { CsrfField } from '~/ui/form-field';
import { useShell } from '~/ui/shell-context';
import type { FormResult } from '~/web/form-result';

/** Part 1 §8: a DIY cart addition says 'Added To Cart.'. */
export const diyAddedMessage = 'Added To Cart.';
export const cartFormId = (goodsId: string) => `diy-cart-${goodsId}`;

/**
 * One idea's add to cart: the product page's cart call (/payment/index/cart,
 * intent add), posted by the idea card's button through its form attribute.
 * Without scripts it opens the cart with the piece in it.
 */
function IdeaCartForm({ goodsId }: { goodsId: string }) {
  const fetcher = useFetcher<FormResult>();
  const { toast } = useShell();
  const shown = useRef<FormResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || shown.current === fetcher.data) return;
    shown.current = fetcher.data;
    if (fetcher.data.ok) toast(diyAddedMessage, 'success');
    else if (fetcher.data.code !== 'UNAUTHORIZED' && fetcher.data.code !== 'FORBIDDEN') toast(fetcher.data.message, 'error');
  }, [fetcher.state, fetcher.data, toast]);
  return (
    <fetcher.Form method="post" action="/payment/index/cart" id={cartFormId(goodsId)} hidden>
      <CsrfField />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="goodsId" value={goodsId} />
      <input type="hidden" name="count" value="1" />
    </fetcher.Form>
  );
}

export function IdeaCartForms({ goodsIds }: { goodsIds: readonly string[] }) {
  return (
    <div className="diy-cart-forms">
      {goodsIds.map((id) => (
        <IdeaCartForm key={id} goodsId={id} />
      ))}
    </div>
  );
}
