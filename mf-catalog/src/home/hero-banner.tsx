import { useEffect, useState } from 'react';
import { type Category, HERO_FADE_MS, HERO_ROTATE_MS, ROUTES } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import { ProductImage } from '../common/product-image';
import { BlockSkeleton } from '../common/states';
import { useRotation } from '../common/use-rotation';
import styles from './hero-banner.module.css';

export const shopCategoryLink = (name: string) => `${ROUTES.shop}?category=${encodeURIComponent(name)}`;

/**
 * The slides whose image is in the page: the one shown, the next one (loaded ahead of its turn) and
 * every one shown before. Not all at once: the hidden slides' images sit in the viewport, so a
 * phone loads them at the first one's priority, and the first one (the page's LCP) waits. The
 * server and the first render in the browser have the first slide's only, so hydration matches.
 */
function useSlidesWithImages(index: number, count: number): ReadonlySet<number> {
  const [slides, setSlides] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    if (count === 0) return;
    const next = (index + 1) % count;
    setSlides((current) => (current.has(index) && current.has(next) ? current : new Set([...current, index, next])));
  }, [index, count]);
  return slides;
}

/** The category hero: one slide per top-level category, every 5000 ms with a 300 ms fade (product rules §1). */
export function HeroBanner({ categories, loading }: { categories: Category[]; loading: boolean }) {
  const { index, show, reducedMotion, pauseHandlers } = useRotation(categories.length, HERO_ROTATE_MS);
  const slidesWithImages = useSlidesWithImages(index, categories.length);
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
            {(slide === index || slidesWithImages.has(slide)) && (
              <ProductImage
                url={category.uploads[0]?.url}
                alt=""
                sizes="(min-width: 900px) 420px, 60vw"
                className={styles.image}
                priority={slide === 0}
              />
            )}
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
