/** WCAG 2.2 AA as axe checks it: the rules every page and state of the store passes. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
