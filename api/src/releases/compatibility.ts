/**
 * The compatibility gate: a slice runs on the shared singletons the shell provides, so each
 * version range a slice release needs must be met by the live shell's version of that package.
 */

import semver from 'semver';
import { RELEASE_MESSAGES } from 'shared-contracts';

/**
 * Each need `provides` does not meet, as RELEASE_MESSAGES.mismatch words it, by package name (the
 * database does not keep a JSON object's key order); empty when all are met.
 */
export function unmetNeeds(needs: Record<string, string>, provides: Record<string, string>): string[] {
  return Object.entries(needs)
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([name, range]) => {
      const provided = provides[name];
      return provided === undefined || !semver.satisfies(provided, range);
    })
    .map(([name, range]) => RELEASE_MESSAGES.mismatch(name, range, provides[name]));
}
