import type { Category } from 'shared-contracts';

/** Every category of the tree, parents before their children. */
export function flattenCategories(tree: Category[]): Category[] {
  return tree.flatMap((node) => [node, ...flattenCategories(node.subCategories ?? [])]);
}

/** The ids from a root down to the category with this id, or [] when it is not in the tree. */
export function categoryPath(tree: Category[], id: number): number[] {
  for (const node of tree) {
    if (node.id === id) return [node.id];
    const inner = categoryPath(node.subCategories ?? [], id);
    if (inner.length > 0) return [node.id, ...inner];
  }
  return [];
}

export interface CategoryOption {
  value: number;
  label: string;
  disabled?: boolean;
  children?: CategoryOption[];
}

/** Cascader options: each level's subcategories; `exclude` (and all below it) is left out. */
export function categoryOptions(tree: Category[], exclude?: number): CategoryOption[] {
  return tree
    .filter((node) => node.id !== exclude)
    .map((node) => {
      const children = categoryOptions(node.subCategories ?? [], exclude);
      return { value: node.id, label: node.name, ...(children.length > 0 ? { children } : {}) };
    });
}

/** Every category as one choice labelled by its path ("Mobiles › Smartphones"), parents before their children. */
export function categoryPathOptions(tree: Category[], above: string[] = []): { value: number; label: string }[] {
  return tree.flatMap((node) => {
    const path = [...above, node.name];
    return [{ value: node.id, label: path.join(' › ') }, ...categoryPathOptions(node.subCategories ?? [], path)];
  });
}
