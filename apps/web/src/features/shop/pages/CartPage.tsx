import { useState } from 'react';
import { Button, Checkbox, Dialog } from 'antd-mobile';
import { Stepper } from '@/components/Stepper/Stepper';
import { useNavigate } from 'react-router';
import { PAGES, type CartLine } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { toast } from '@/lib/toast';
import { useAddToCart, useCart, useDeleteCart } from '../api/shop';
import { ListSkeleton } from '../components/GoodsCard';
import { Points } from '../components/Points';
import { encodeItems } from '../lib/order-items';
import { clampQuantity, maxQuantity } from '../lib/quantity';
import shopStyles from './shop-pages.module.css';
import barStyles from './shop-bottom-bar.module.css';
import styles from './CartPage.module.css';
import { Picture } from '@/components/Picture/Picture';

const canBuy = (line: CartLine) => line.onShelf && line.stock > 0;

/** 购物车: steppers (mode=set), selection, removal, the total and 去结算. */
export default function CartPage() {
  const navigate = useNavigate();
  const cart = useCart();
  return (
    <QueryView
      query={cart}
      error="购物车加载失败"
      loading={<ListSkeleton rows={3} />}
      isEmpty={(lines) => lines.length === 0}
      empty={{
        title: '购物车还是空的',
        description: '去积分商城挑几件喜欢的好物吧。',
        actionText: '去逛逛',
        onAction: () => void navigate(PAGES.shoppingIndex.path),
      }}
    >
      {(lines) => <CartLines lines={lines} />}
    </QueryView>
  );
}

function CartLines({ lines }: { lines: CartLine[] }) {
  const navigate = useNavigate();
  const setQty = useAddToCart();
  const remove = useDeleteCart();
  // Everything that can be bought counts as selected unless the user unticked it.
  const [unticked, setUnticked] = useState<Set<number>>(new Set());

  const buyable = lines.filter(canBuy);
  const chosen = buyable.filter((l) => !unticked.has(l.goodsId));
  const total = chosen.reduce((n, l) => n + l.points * clampQuantity(l.quantity, maxQuantity(l.stock)), 0);
  const allOn = buyable.length > 0 && chosen.length === buyable.length;

  const toggle = (id: number, on: boolean) => {
    setUnticked((prev) => {
      const next = new Set(prev);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const removeLines = async (ids: number[]) => {
    const ok = await Dialog.confirm({
      content: ids.length > 1 ? `确定删除选中的${ids.length}件商品吗？` : '确定从购物车删除这件商品吗？',
      confirmText: '删除',
      cancelText: '取消',
    });
    if (ok) remove.mutate(ids, { onSuccess: () => toast('已删除') });
  };

  const settle = () => {
    if (chosen.length === 0) {
      toast('请选择要兑换的商品');
      return;
    }
    const items = chosen.map((l) => ({
      goodsId: l.goodsId,
      quantity: clampQuantity(l.quantity, maxQuantity(l.stock)),
    }));
    void navigate(`${PAGES.shoppingSubmitOrder.path}?items=${encodeItems(items)}&fromCart=1`);
  };

  return (
    <div className={`${shopStyles.page} ${shopStyles.withBar}`}>
      <div className={styles.cartToolbar}>
        <span>共 {lines.length} 件商品</span>
        {chosen.length > 0 ? (
          <button type="button" onClick={() => void removeLines(chosen.map((l) => l.goodsId))}>
            删除选中
          </button>
        ) : null}
      </div>
      {lines.map((line) => {
        const ok = canBuy(line);
        const max = maxQuantity(line.stock);
        return (
          <article
            key={line.goodsId}
            aria-label={line.name}
            className={`${shopStyles.card} ${styles.cartLine} ${ok ? '' : styles.lineOff}`}
          >
            <Checkbox
              checked={ok && !unticked.has(line.goodsId)}
              disabled={!ok}
              onChange={(on) => toggle(line.goodsId, on)}
              aria-label={`选择${line.name}`}
            />
            <button
              type="button"
              className={styles.cartPicButton}
              onClick={() => void navigate(`${PAGES.shoppingDetail.path}?goodsId=${line.goodsId}`)}
            >
              <Picture className={styles.cartPic} src={line.picture} alt="" loading="lazy" />
              {ok ? null : <span className={styles.lineBadge}>{line.onShelf ? '已兑完' : '已下架'}</span>}
            </button>
            <div className={styles.cartBody}>
              <div className={styles.cartNameRow}>
                <p className={styles.cartName}>{line.name}</p>
                <button
                  type="button"
                  className={`${shopStyles.linkButton} ${styles.linkButton}`}
                  onClick={() => void removeLines([line.goodsId])}
                >
                  删除
                </button>
              </div>
              <div className={styles.cartMeta}>
                <Points value={line.points} size="sm" />
                {ok ? (
                  <Stepper
                    min={1}
                    max={Math.max(1, max)}
                    digits={0}
                    value={clampQuantity(line.quantity, max)}
                    disabled={setQty.isPending}
                    onChange={(v) => {
                      const quantity = clampQuantity(v, max);
                      if (quantity !== line.quantity)
                        setQty.mutate({ goodsId: line.goodsId, quantity, mode: 'set' });
                    }}
                    aria-label={`${line.name}数量`}
                  />
                ) : (
                  <span className={styles.offNote}>{line.onShelf ? '库存不足' : '商品已下架'}</span>
                )}
              </div>
            </div>
          </article>
        );
      })}

      <footer className={barStyles.bottomBar}>
        <Checkbox
          checked={allOn}
          indeterminate={chosen.length > 0 && !allOn}
          disabled={buyable.length === 0}
          onChange={(on) => setUnticked(on ? new Set() : new Set(buyable.map((l) => l.goodsId)))}
        >
          全选
        </Checkbox>
        <div className={barStyles.barTotal}>
          合计 <Points value={total} size="md" />
        </div>
        <Button
          color="primary"
          shape="rounded"
          className={barStyles.barSettle}
          onClick={settle}
          disabled={chosen.length === 0}
        >
          去结算{chosen.length > 0 ? `(${chosen.length})` : ''}
        </Button>
      </footer>
    </div>
  );
}
