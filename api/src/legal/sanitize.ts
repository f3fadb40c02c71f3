/** Legal page HTML keeps formatting and links, and nothing that runs. */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'img'),
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'u',
    's',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
