// @ts-check
/**
 * Rspack loader for the redeployment test: makes one visible change to a source file
 * while it is compiled (the file on disk is left alone), and fails loudly if the text
 * to change is no longer there.
 * @this {{ getOptions(): { find: string, replace: string }, resourcePath: string }}
 * @param {string} source
 */
module.exports = function markRelease(source) {
  const { find, replace } = this.getOptions();
  if (!source.includes(find)) {
    throw new Error(`mark-release-loader: ${JSON.stringify(find)} is not in ${this.resourcePath}; update e2e/prod`);
  }
  return source.replace(find, replace);
};
