/**
 * What each server-rendered page says about itself to search engines and link previews:
 * title, description, canonical path, Open Graph / Twitter card and JSON-LD. Pure: the shell's
 * SSR server renders it into <head>, the catalog slice builds it for its pages, and the browser
 * sets the same title on client-side navigation.
 */
import { CURRENCY } from './constants.js';
import type { Company, LegalPage, Product } from './entities.js';
import { formatPaise, paiseToRupees, variantPricing } from './pricing.js';
import { ROUTES } from './routes.js';

/** Product URLs per product sitemap: 50,000 products fit in 10 files (a sitemap may list 50,000 URLs). */
export const SITEMAP_PAGE_SIZE = 5_000;
export const SITEMAP_PATHS = {
  index: '/sitemap.xml',
  /** Home, shop, about and the legal pages. */
  pages: '/sitemaps/pages.xml',
  /** The shop's tab of each top-level category. */
  categories: '/sitemaps/categories.xml',
  products: (page: number) => `/sitemaps/products-${page}.xml`,
  productsPattern: /^\/sitemaps\/products-([1-9]\d*)\.xml$/,
  robots: '/robots.txt',
} as const;

/** Paths no search engine should crawl: pages behind login and the API. */
export const NOT_CRAWLED = ['/cart', '/checkout', '/wishlist', '/myaccount', '/admin', '/login', '/api/'] as const;

/** JSON-LD as schema.org reads it; one object per <script type="application/ld+json">. */
export type JsonLd = Record<string, unknown>;

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL (the server adds its origin). */
  path: string;
  /** Absolute or site-relative address of the preview image. */
  image?: string | undefined;
  /** What the preview image shows, for og:image:alt and twitter:image:alt. */
  imageAlt?: string | undefined;
  /** Open Graph type. */
  type: 'website' | 'product';
  /** product:price:amount, as an exact decimal string. */
  price?: string;
  jsonLd: JsonLd[];
}

/** Site-relative addresses made absolute on `origin`. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).href;
}

export function organizationJsonLd(company: Company, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: absoluteUrl(origin, '/'),
    ...(company.logoUrl ? { logo: absoluteUrl(origin, company.logoUrl) } : {}),
    ...(company.email ? { email: company.email } : {}),
    ...(company.phone ? { telephone: `+91${company.phone}` } : {}),
    ...(company.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: company.address,
            postalCode: company.pincode,
            addressCountry: 'IN',
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

/** The price a product is offered from: its lowest price among the sizes in stock (among all when none is). */
function offeredPaise(product: Product): number {
  const inStock = product.variants.filter((variant) => variant.stock > 0);
  const prices = (inStock.length > 0 ? inStock : product.variants).map((variant) => variantPricing(variant).pricePaise);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/**
 * The product's offer: one Offer when every variant costs the same, else an AggregateOffer from
 * the lowest to the highest variant price.
 */
function productOffer(product: Product, company: Company, url: string): JsonLd {
  const prices = product.variants.map((variant) => variantPricing(variant).pricePaise);
  const low = prices.length > 0 ? Math.min(...prices) : 0;
  const high = prices.length > 0 ? Math.max(...prices) : 0;
  const common = {
    url,
    priceCurrency: CURRENCY,
    availability: product.variants.some((variant) => variant.stock > 0)
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock',
    seller: { '@type': 'Organization', name: company.name },
  };
  return low === high
    ? { '@type': 'Offer', price: paiseToRupees(low), ...common }
    : {
        '@type': 'AggregateOffer',
        lowPrice: paiseToRupees(low),
        highPrice: paiseToRupees(high),
        offerCount: product.variants.length,
        ...common,
      };
}

/** Each page's <title>, as the server renders it and the browser sets it on navigation. */
export const PAGE_TITLES = {
  home: (company: Company) => company.name,
  shop: (company: Company, category?: string) => `Shop ${category ?? 'All products'} | ${company.name}`,
  product: (product: Product, company: Company) =>
    `${product.name} – ${formatPaise(offeredPaise(product))} | ${company.name}`,
  page: (title: string, company: Company) => `${title} | ${company.name}`,
};

/** The company's logo as a page's preview image. */
const logoImage = (company: Company): Pick<PageHead, 'image' | 'imageAlt'> =>
  company.logoUrl ? { image: company.logoUrl, imageAlt: `${company.name} logo` } : {};

export function homeHead(company: Company, origin: string): PageHead {
  return {
    title: PAGE_TITLES.home(company),
    description: company.description ?? `${company.name}: electronics delivered across India.`,
    path: ROUTES.home,
    ...logoImage(company),
    type: 'website',
    jsonLd: [organizationJsonLd(company, origin)],
  };
}

export function shopHead(company: Company, origin: string, category?: string): PageHead {
  const what = category ?? 'All products';
  return {
    title: PAGE_TITLES.shop(company, category),
    description: `${what} at ${company.name}: prices in ₹, cash on delivery across India.`,
    path: ROUTES.shop,
    ...logoImage(company),
    type: 'website',
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: 'Home', path: ROUTES.home },
          { name: 'Shop', path: ROUTES.shop },
        ],
        origin,
      ),
      organizationJsonLd(company, origin),
    ],
  };
}

/**
 * The specifications table as schema.org PropertyValues, one per row. schema.org has no group of
 * properties, and propertyID is for a standard's code of the property, not a heading, so the group
 * goes into the name ("Display: Size"), as the product page shows it.
 */
function specificationProperties(product: Product): JsonLd[] {
  return product.specifications.flatMap(({ group, rows }) =>
    rows.map((row) => ({ '@type': 'PropertyValue', name: `${group}: ${row.name}`, value: row.value })),
  );
}

export function productHead(product: Product, company: Company, origin: string): PageHead {
  const paise = offeredPaise(product);
  const path = ROUTES.product(product.name);
  const image = product.images[0]?.url;
  return {
    title: PAGE_TITLES.product(product, company),
    description: `Buy ${product.name} for ${formatPaise(paise)} at ${company.name}.${product.description ? ` ${product.description}` : ''}`,
    path,
    image,
    imageAlt: image ? product.name : undefined,
    type: 'product',
    price: paiseToRupees(paise),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        ...(product.description ? { description: product.description } : {}),
        image: product.images.map((entry) => absoluteUrl(origin, entry.url)),
        category: product.category.name,
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        offers: productOffer(product, company, absoluteUrl(origin, path)),
        ...(product.specifications.length > 0 ? { additionalProperty: specificationProperties(product) } : {}),
      },
      breadcrumbJsonLd(
        [
          { name: 'Home', path: ROUTES.home },
          { name: product.category.name, path: ROUTES.shopCategory(product.category.id) },
          { name: product.name, path },
        ],
        origin,
      ),
      organizationJsonLd(company, origin),
    ],
  };
}

/** About, legal and not-found pages: a title and the company's own description. */
export function simpleHead(title: string, path: string, company: Company, origin: string): PageHead {
  return {
    title: PAGE_TITLES.page(title, company),
    description: company.description ?? title,
    path,
    ...logoImage(company),
    type: 'website',
    jsonLd: [organizationJsonLd(company, origin)],
  };
}

export function legalHead(page: LegalPage, company: Company, origin: string): PageHead {
  return simpleHead(page.title, ROUTES.legal(page.slug), company, origin);
}
