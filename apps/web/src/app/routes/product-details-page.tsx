import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import { PageBreadcrumbs } from '@/components/ui/page-breadcrumbs';
import crumbs from '@/components/ui/page-breadcrumbs.module.css';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { DeliveryEstimateSlot } from '@/features/delivery/components/delivery-estimate-slot';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { useProduct } from '@/features/products/api/get-product';
import { categoryLabel } from '@/lib/category-label';
import { FlavorSelect } from '@/features/products/components/flavor-select';
import { ServerHtml } from '@/components/ui/server-html';
import { PriceTag } from '@/features/products/components/price-tag';
import { QuantityControl } from '@/features/products/components/quantity-control';
import { RelatedProducts } from '@/features/products/components/related-products';
import { StockAlertSlot } from '@/features/stock-alerts/components/stock-alert-slot';
import { useFlavorSelection } from '@/features/products/use-flavor-selection';
import NotFoundPage from './not-found-page';
import classes from './product-details-page.module.css';
import layout from '@/components/ui/layout.module.css';
import badge from '@/components/ui/badge.module.css';
import { Picture } from '@/components/ui/picture';
import { PRODUCT_IMAGE_SIZES } from '@/features/products/image-sizes';
import { RatingSummary } from '@/components/ui/rating-stars';
import { ReviewsSlot } from '@/features/reviews/components/reviews-slot';
import { FactsSlot } from '@/features/supplement-facts/facts-slot';

export default function ProductDetailsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const product = useProduct(id);
  const selection = useFlavorSelection(product.data);
  const { isLoggedIn } = useSession();
  const [loginNoticeFor, setLoginNoticeFor] = useState<number | null>(null);

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0 || product.isError) void navigate('/not-found', { replace: true });
  }, [id, product.isError, navigate]);

  const productName = product.data?.name;
  useEffect(() => {
    document.title = `${productName ?? t('pages.productDetails')} · ${t('brand.name')}`;
  }, [productName, t]);

  // the server answers a missing product with 404 and this content; the browser then moves to /not-found
  if (!Number.isInteger(id) || id <= 0 || product.isError) return <NotFoundPage />;
  if (!product.data) return <PageSpinner message={t('product.loadingDetails')} />;
  const p = product.data;
  const shopBy = (key: 'category' | 'brand', value: string) =>
    `/products?${key}=${encodeURIComponent(value)}`;
  const expiry = p.expiration_date ? format.dayMonthYear(p.expiration_date) : null;

  return (
    <div className={`${layout.page} ${classes.page}`}>
      <div className={classes.top}>
        <ServerHtml>
          <PageBreadcrumbs
            items={[
              { label: t('nav.products'), to: '/products' },
              { label: categoryLabel(t, p.category), to: shopBy('category', p.category) },
              { label: p.name },
            ]}
          />
        </ServerHtml>
        <div className={classes.columns}>
          <div>
            <ServerHtml dependsOn={selection.flavor}>
              <div className={classes.gallery}>
                {/* a picture alike in shape to the cards'; the page's main one, first to load */}
                <div className={classes.mainImage}>
                  <Picture
                    src={selection.image}
                    width={600}
                    height={600}
                    sizes={PRODUCT_IMAGE_SIZES.details}
                    alt={p.name}
                    priority
                    data-testid="main-image"
                  />
                  {p.discount > 0 && (
                    <span className={`${badge.badge} ${classes.offBadge}`} data-size="lg" data-color="red">
                      {t('product.percentOff', { n: format.number(p.discount) })}
                    </span>
                  )}
                </div>
                {p.available_flavors.length > 1 && (
                  <div className={classes.thumbs} aria-label={t('product.flavors')} role="group">
                    {p.available_flavors.map((flavor) => (
                      <button
                        key={flavor}
                        type="button"
                        className={classes.thumb}
                        aria-pressed={flavor === selection.flavor}
                        onClick={() => selection.setFlavor(flavor)}
                      >
                        <Picture
                          src={p.product_images[flavor] || p.image}
                          width={84}
                          height={84}
                          sizes="84px"
                        />
                        <p className={classes.thumbLabel}>{p.flavor_labels[flavor] ?? flavor}</p>
                      </button>
                    ))}
                  </div>
                )}
              </div>
            </ServerHtml>
          </div>

          <div className={classes.details}>
            <ServerHtml dependsOn={selection.flavor}>
              <span
                className={`${badge.badge} ${classes.stock}`}
                data-size="lg"
                data-variant="light"
                data-color={selection.soldOut ? 'red' : 'teal'}
                data-testid="stock-label"
              >
                {selection.soldOut ? t('product.outOfStockLabel') : t('product.inStockLabel')}
              </span>
              <div className={classes.titleRow}>
                <h1 className={classes.title}>{p.name}</h1>
                <FavoriteToggle
                  productId={p.id}
                  productName={p.name}
                  variant="light"
                  size="xl"
                  onNeedLogin={() => setLoginNoticeFor(id)}
                />
              </div>
              {p.rating && (
                <a href="#reviews" className={classes.ratingLink} data-testid="product-rating">
                  <RatingSummary rating={p.rating} />
                </a>
              )}
            </ServerHtml>
            {loginNoticeFor === id && !isLoggedIn && (
              <p className={classes.alert} role="alert">
                {t('product.mustBeLoggedIn')}
              </p>
            )}
            <ServerHtml>
              <div className={classes.facts} data-gap="lg">
                <p className={classes.fact}>
                  {t('product.brand')}:{' '}
                  <Link to={shopBy('brand', p.brand)} className={crumbs.link} data-bold>
                    <bdi>{p.brand}</bdi>
                  </Link>
                </p>
                <p className={classes.fact} data-dimmed>
                  {t('product.sku')}: <bdi data-testid="sku">{p.id}</bdi>
                </p>
              </div>
              <PriceTag product={p} size="xl" />
              {p.pricePerServing !== undefined && (
                <p
                  className={`${classes.fact} ${classes.perServing}`}
                  data-dimmed
                  data-testid="price-per-serving"
                >
                  {t('product.perServing', { price: format.price(p.pricePerServing) })}
                  {p.pricePer25gProtein !== undefined &&
                    ` · ${t('product.per25gProtein', { price: format.price(p.pricePer25gProtein) })}`}
                </p>
              )}
              <p className={classes.description}>{p.description}</p>
              <div className={classes.facts} data-gap="xl">
                <p className={classes.fact}>
                  {t('product.expiryDate')}:{' '}
                  <b dir="ltr" data-testid="expiry">
                    {expiry ?? t('product.notAvailable')}
                  </b>
                </p>
                {/* facts alike in shape to the quick view's; the page shows expiry and size too */}
                {p.available_size && (
                  <p className={classes.fact}>
                    {t('product.size')}:{' '}
                    <b>
                      <bdi>{p.available_size}</bdi>
                    </b>
                  </p>
                )}
              </div>
            </ServerHtml>
            <hr className={layout.divider} />
            {p.available_flavors.length > 0 && (
              <div className={classes.flavor}>
                <FlavorSelect product={p} value={selection.flavor} onChange={selection.setFlavor} />
                <p className={classes.note} data-testid="selected-flavor">
                  {t('product.selectedFlavor')}:{' '}
                  <b>
                    <bdi>{selection.label}</bdi>
                  </b>
                </p>
              </div>
            )}
            {selection.soldOut && (
              <p className={classes.soldOut} role="status" data-testid="out-of-stock-message">
                {t('product.flavorOutOfStock')}
              </p>
            )}
            <div className={classes.buy}>
              <QuantityControl
                value={selection.quantity}
                stock={selection.stock}
                onChange={selection.setQuantity}
                disabled={selection.soldOut}
              />
              {/* alike in shape to the quick view's add button; here larger and in capitals */}
              <AddToCartButton
                productId={p.id}
                flavor={selection.flavor}
                flavorLabel={selection.label}
                quantity={selection.quantity}
                disabled={selection.soldOut}
                size="md"
                uppercase
              />
            </div>
            {selection.soldOut && (
              <StockAlertSlot productId={p.id} flavor={selection.flavor} flavorLabel={selection.label} />
            )}
            <DeliveryEstimateSlot subtotal={p.discountedPrice * selection.quantity} />
            <hr className={layout.divider} />
            <ServerHtml>
              <div className={classes.facts} data-gap="lg">
                <p className={classes.fact}>
                  {t('product.category')}:{' '}
                  <Link to={shopBy('category', p.category)} className={crumbs.link}>
                    {categoryLabel(t, p.category)}
                  </Link>
                </p>
                <p className={classes.fact}>
                  {t('product.brand')}:{' '}
                  <Link to={shopBy('brand', p.brand)} className={crumbs.link}>
                    <bdi>{p.brand}</bdi>
                  </Link>
                </p>
              </div>
            </ServerHtml>
          </div>
        </div>
      </div>
      <FactsSlot key={p.id} product={p} flavor={selection.flavor} flavorLabel={selection.label} />
      <ReviewsSlot productId={p.id} />
      <RelatedProducts productId={p.id} />
    </div>
  );
}
