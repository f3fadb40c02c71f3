import { type Category, HERO_FADE_MS, HERO_ROTATE_MS, ROUTES } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import { ProductImage } from '../common/product-image';
import { BlockSkeleton } from '../common/states';
import { useRotation } from '../common/use-rotation';
import styles from './hero-banner.module.css';

export const shopCategoryLink = (name: string) => `${ROUTES.shop}?category=${encodeURIComponent(name)}`;

/** The category hero: one slide per top-level category, every 5000 ms with a 300 ms fade (product rules §1). */
export function HeroBanner({ categories, loading }: { categories: Category[]; loading: boolean }) {
  const { index, show, reducedMotion, pauseHandlers } = useRotation(categories.length, HERO_ROTATE_MS);
  if (loading) {
    return (
      <div className={styles.placeholder}>
        <BlockSkeleton height="auto" label="Loading categories…" />
      </div>
    );
  }
  if (categories.length === 0) return null;
  const fade = { transitionDuration: reducedMotion ? '0ms' : `${HERO_FADE_MS}ms` };

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="Categories" {...pauseHandlers}>
      <div className={styles.slides}>
        {categories.map((category, slide) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide, not a form fieldset.
          <div
            key={category.id}
            role="group"
            className={`${styles.slide} ${slide === index ? styles.active : ''}`}
            style={fade}
            aria-roledescription="slide"
            aria-label={`${slide + 1} of ${categories.length}`}
            aria-hidden={slide !== index}
            inert={slide !== index}
          >
            <div className={styles.text}>
              <p className={styles.eyebrow}>New season</p>
              <h2 className={styles.title}>{category.name}</h2>
              {category.description && <p className={styles.description}>{category.description}</p>}
              <Link to={shopCategoryLink(category.name)} className={styles.cta}>
                Shop now
              </Link>
            </div>
            <ProductImage
              url={category.uploads[0]?.url}
              alt=""
              sizes="(min-width: 900px) 420px, 60vw"
              className={styles.image}
              priority={slide === 0}
            />
          </div>
        ))}
      </div>
      {categories.length > 1 && (
        <div className={styles.dots}>
          {categories.map((category, slide) => (
            <button
              key={category.id}
              type="button"
              className={`${styles.dot} ${slide === index ? styles.dotActive : ''}`}
              aria-label={`Show ${category.name}`}
              aria-current={slide === index}
              onClick={() => show(slide)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
