import type { Product } from 'shared-contracts';
import styles from './specifications.module.css';

/**
 * The product's specifications: one table per group, named by its caption, each row's name a row
 * header so a screen reader reads "Size, 6.2 inch" cell by cell. Nothing when there are none.
 */
export function Specifications({ specifications }: Pick<Product, 'specifications'>) {
  if (specifications.length === 0) return null;
  return (
    <section className={styles.specifications} aria-labelledby="specifications-heading">
      <h2 id="specifications-heading">Specifications</h2>
      {specifications.map(({ group, rows }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id and keep their order
        <table key={index} className={styles.table}>
          <caption>{group}</caption>
          <tbody>
            {rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and keep their order
              <tr key={rowIndex}>
                <th scope="row">{row.name}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
