import { useState } from 'react';
import { Badge, Button, Popup } from 'antd-mobile';
import { Stepper } from '@/components/Stepper/Stepper';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type GoodsInfo } from '@jc/contract';
import { isApiError } from '@/lib/api-client';
import { Carousel } from '@/components/Carousel/Carousel';
import { CartIcon, CloseIcon } from '@/components/icons';
import { PageStatus } from '@/components/PageStatus';
import { DEFAULT_ERROR_TEXT, QueryView, type ErrorView } from '@/components/QueryView/QueryView';
import { toast } from '@/lib/toast';
import { useAddToCart, useCart, useGoodsInfo } from '../api/shop';
import { Points } from '../components/Points';
import { clampQuantity, maxQuantity } from '../lib/quantity';
import { encodeItems } from '../lib/order-items';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import shopStyles from './shop-pages.module.css';
import barStyles from './shop-bottom-bar.module.css';
import styles from './GoodsDetailPage.module.css';
import { Picture } from '@/components/Picture/Picture';

type Action = 'cart' | 'buy';

/** 商品详情: pictures, price, stock, limit, description; add to cart or exchange now. */
export default function GoodsDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goodsId = Number(params.get('goodsId')) || 0;
  const info = useGoodsInfo(goodsId);
  const toShop = () => void navigate(PAGES.shoppingIndex.path, { replace: true });
  const gone: ErrorView = {
    art: 'notFound',
    title: '商品不存在或已下架',
    description: '去看看其他好物吧。',
    actionText: '返回商城',
    onAction: toShop,
  };
  if (goodsId <= 0) return <PageStatus {...gone} />;
  return (
    <QueryView
      query={info}
      error={(error) =>
        isApiError(error) && error.kind === 'server'
          ? gone
          : { title: '商品加载失败', description: DEFAULT_ERROR_TEXT }
      }
      loading={
        <div className={shopStyles.page} aria-busy="true">
          <Skeleton className={styles.detailPic} />
          <div className={shopStyles.card}>
            <Skeleton className={styles.skBar} />
            <Skeleton className={`${styles.skBar} ${styles.skShort}`} />
          </div>
        </div>
      }
    >
      {(goods) => <GoodsDetail goods={goods} />}
    </QueryView>
  );
}

function GoodsDetail({ goods }: { goods: GoodsInfo }) {
  const navigate = useNavigate();
  const cart = useCart();
  const addToCart = useAddToCart();
  const [action, setAction] = useState<Action | null>(null);
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(goods.stock, goods.limitPerUser);
  const inCart = cart.data?.find((l) => l.goodsId === goods.goodsId)?.quantity ?? 0;
  const cartCount = cart.data?.reduce((n, l) => n + l.quantity, 0) ?? 0;
  const pictures = goods.pictures.length > 0 ? goods.pictures : [goods.picture];
  const available = goods.onShelf && max > 0;

  const open = (next: Action) => {
    setQuantity(clampQuantity(1, max));
    setAction(next);
  };

  const confirm = () => {
    const qty = clampQuantity(quantity, max);
    if (action === 'buy') {
      setAction(null);
      void navigate(
        `${PAGES.shoppingSubmitOrder.path}?items=${encodeItems([{ goodsId: goods.goodsId, quantity: qty }])}`,
      );
      return;
    }
    if (inCart + qty > max) {
      toast(`购物车里已有${inCart}件，最多可兑换${max}件`);
      return;
    }
    addToCart.mutate(
      { goodsId: goods.goodsId, quantity: qty, mode: 'add' },
      {
        onSuccess: () => {
          toast('已加入购物车', 'success');
          setAction(null);
        },
      },
    );
  };

  return (
    <div className={`${shopStyles.page} ${shopStyles.withBar}`}>
      <Carousel
        className={styles.detailPictures}
        items={pictures}
        itemKey={(src) => src}
        intervalMs={3000}
        label="商品图片"
        renderItem={(src) => <Picture className={styles.detailPic} src={src} alt={goods.name} />}
      />

      <section className={shopStyles.card}>
        <Points value={goods.points} size="lg" />
        <h1 className={styles.detailName}>{goods.name}</h1>
        <div className={styles.detailTags}>
          <span>库存 {goods.stock}</span>
          <span>已兑 {goods.exchanged}</span>
          {goods.limitPerUser > 0 ? (
            <span className={styles.tagWarm}>每人限兑 {goods.limitPerUser} 件</span>
          ) : null}
          {goods.categoryName ? <span>{goods.categoryName}</span> : null}
        </div>
      </section>

      <section className={shopStyles.card}>
        <h2 className={shopStyles.cardTitle}>商品介绍</h2>
        <p className={styles.description}>{goods.description || '暂无介绍'}</p>
      </section>

      <footer className={barStyles.bottomBar}>
        <button
          type="button"
          className={barStyles.barIcon}
          onClick={() => void navigate(PAGES.shoppingCar.path)}
          aria-label="购物车"
        >
          <Badge content={cartCount > 0 ? cartCount : null}>
            <CartIcon size={24} />
          </Badge>
          <span>购物车</span>
        </button>
        <div className={barStyles.barButtons}>
          <Button
            className={barStyles.barCart}
            shape="rounded"
            disabled={!available}
            onClick={() => open('cart')}
          >
            加入购物车
          </Button>
          <Button
            className={barStyles.barBuy}
            color="primary"
            shape="rounded"
            disabled={!available}
            onClick={() => open('buy')}
          >
            {available ? '立即兑换' : goods.onShelf ? '已兑完' : '已下架'}
          </Button>
        </div>
      </footer>

      <Popup visible={action !== null} onMaskClick={() => setAction(null)} bodyClassName={styles.qtySheet}>
        <div className={styles.qtyHead}>
          <Picture src={goods.picture} alt="" className={styles.qtyPic} />
          <div>
            <Points value={goods.points * clampQuantity(quantity, max)} size="md" />
            <p className={styles.qtyNote}>
              库存 {goods.stock} 件{goods.limitPerUser > 0 ? ` · 每人限兑 ${goods.limitPerUser} 件` : ''}
            </p>
          </div>
          <button type="button" className={styles.qtyClose} onClick={() => setAction(null)} aria-label="关闭">
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={styles.qtyRow}>
          <span>兑换数量</span>
          <Stepper
            min={1}
            max={Math.max(1, max)}
            digits={0}
            value={quantity}
            onChange={(v) => setQuantity(clampQuantity(v, max))}
            aria-label="兑换数量"
          />
        </div>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={addToCart.isPending}
          onClick={confirm}
        >
          {action === 'buy' ? '去结算' : '加入购物车'}
        </Button>
      </Popup>
    </div>
  );
}
