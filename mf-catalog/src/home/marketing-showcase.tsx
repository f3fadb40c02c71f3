import { type Category, HERO_FADE_MS, MARKETING_ROTATE_MS } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import { ProductImage } from '../common/product-image';
import { onTablistKeyDown } from '../common/tablist-keys';
import { useRotation } from '../common/use-rotation';
import { shopCategoryLink } from './hero-banner';
import styles from './marketing-showcase.module.css';

/** The five themed sections of the marketing page (product rules §1), each tied to a shop category. */
export const MARKETING_THEMES = [
  {
    id: 'mobiles',
    category: 'Mobiles',
    title: 'Flagship phones, made for India',
    text: '5G smartphones with pro-grade cameras, bright displays and batteries that last all day.',
    colors: ['#1e3a8a', '#3b82f6'],
  },
  {
    id: 'laptops',
    category: 'Laptops',
    title: 'Power for work and play',
    text: 'Thin ultrabooks, gaming machines and business laptops built to keep up with you.',
    colors: ['#374151', '#6b7280'],
  },
  {
    id: 'audio',
    category: 'Audio',
    title: 'Hear every detail',
    text: 'Noise-cancelling headphones, true wireless earbuds and speakers that fill the room.',
    colors: ['#7c2d12', '#f97316'],
  },
  {
    id: 'cameras',
    category: 'Cameras',
    title: 'Capture the moment',
    text: 'Mirrorless, DSLR and action cameras for every trip, festival and family story.',
    colors: ['#111827', '#4b5563'],
  },
  {
    id: 'gaming',
    category: 'Gaming',
    title: 'Level up your play',
    text: 'Consoles and controllers for the next big win, delivered to your door.',
    colors: ['#4c1d95', '#a855f7'],
  },
] as const;

/** The marketing page: one theme at a time, the next every 5 seconds (still for reduced motion). */
export function MarketingShowcase({ categories }: { categories: Category[] }) {
  const { index, show, reducedMotion, pauseHandlers } = useRotation(MARKETING_THEMES.length, MARKETING_ROTATE_MS);
  const imageOf = (name: string) => categories.find((category) => category.name === name)?.uploads[0]?.url;

  return (
    <section className={styles.section} aria-labelledby="marketing-title" {...pauseHandlers}>
      <h2 id="marketing-title" className={styles.heading}>
        Explore by passion
      </h2>
      <div className={styles.tabs} role="tablist" aria-label="Themes" onKeyDown={onTablistKeyDown}>
        {MARKETING_THEMES.map((theme, slide) => (
          <button
            key={theme.id}
            type="button"
            role="tab"
            id={`marketing-tab-${theme.id}`}
            aria-controls={`marketing-panel-${theme.id}`}
            aria-selected={slide === index}
            tabIndex={slide === index ? 0 : -1}
            className={`${styles.tab} ${slide === index ? styles.tabActive : ''}`}
            onClick={() => show(slide)}
          >
            {theme.category}
          </button>
        ))}
      </div>
      <div className={styles.panels}>
        {MARKETING_THEMES.map((theme, slide) => (
          <div
            key={theme.id}
            id={`marketing-panel-${theme.id}`}
            role="tabpanel"
            aria-labelledby={`marketing-tab-${theme.id}`}
            hidden={slide !== index && reducedMotion}
            aria-hidden={slide !== index}
            inert={slide !== index}
            className={`${styles.panel} ${slide === index ? styles.active : ''}`}
            style={{
              background: `linear-gradient(120deg, ${theme.colors[0]}, ${theme.colors[1]})`,
              transitionDuration: reducedMotion ? '0ms' : `${HERO_FADE_MS}ms`,
            }}
          >
            <div className={styles.copy}>
              <h3 className={styles.title}>{theme.title}</h3>
              <p className={styles.text}>{theme.text}</p>
              <Link to={shopCategoryLink(theme.category)} className={styles.cta}>
                Shop {theme.category}
              </Link>
            </div>
            <ProductImage
              url={imageOf(theme.category)}
              alt=""
              sizes="(min-width: 768px) 280px, 50vw"
              className={styles.image}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
