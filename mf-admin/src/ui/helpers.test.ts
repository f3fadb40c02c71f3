// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import type { Category } from 'shared-contracts';
import { categoryRows, serialNumbers } from '../category/category-page';
import { categoryOptions, categoryPath, flattenCategories } from './category-tree';
import { existingFile, existingId, imageProblem, newFiles } from './files';

const node = (id: number, name: string, subCategories: Category[] = [], parentId: number | null = null): Category => ({
  id,
  name,
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  parentId,
  subCategories,
  uploads: [],
  _count: { products: 0 },
});

const tree = [
  node(1, 'Mobiles', [node(2, 'Smartphones', [node(3, 'Android Phones', [], 2)], 1), node(4, 'Feature Phones', [], 1)]),
  node(5, 'Audio'),
];

describe('category tree helpers', () => {
  it('flattens parents before children and finds the chain to a category', () => {
    expect(flattenCategories(tree).map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(categoryPath(tree, 3)).toEqual([1, 2, 3]);
    expect(categoryPath(tree, 5)).toEqual([5]);
    expect(categoryPath(tree, 99)).toEqual([]);
  });

  it('gives Cascader options level by level, leaving out a category and everything below it', () => {
    expect(categoryOptions(tree, 2)).toEqual([
      { value: 1, label: 'Mobiles', children: [{ value: 4, label: 'Feature Phones' }] },
      { value: 5, label: 'Audio' },
    ]);
  });

  it('numbers rows 1, 1.1, 1.1.1 and leaves leaves without an expand button', () => {
    expect(Object.fromEntries(serialNumbers(tree))).toEqual({ 1: '1', 2: '1.1', 3: '1.1.1', 4: '1.2', 5: '2' });
    const rows = categoryRows(tree);
    expect(rows[1]?.subCategories).toBeUndefined();
    expect(rows[0]?.subCategories?.[0]?.subCategories?.[0]?.subCategories).toBeUndefined();
  });
});

describe('upload lists', () => {
  it('tells stored images from newly chosen files', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const list = [existingFile(7, '/uploads/a.webp'), { uid: 'rc-1', name: 'a.png', originFileObj: file as never }];
    expect(list.map(existingId)).toEqual([7, null]);
    expect(newFiles(list)).toEqual([file]);
  });
});

describe('image checks', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(imageProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('Only JPEG, PNG or WebP images can be uploaded');
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Each image must be 5 MB or smaller');
  });
});
