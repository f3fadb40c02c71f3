/**
 * Chromium's explicit compile hint, `//# allFunctionsCalledOnLoad`, at the top of every script
 * whose code runs as a page starts: the app's own code and the libraries every page starts with.
 * V8 then compiles the whole script while it downloads, off the main thread, instead of each
 * function on its first call on the main thread, where that compiling made a large part of the
 * long tasks of a page's start on a slow phone (bench/decisions.md). Other browsers read a
 * comment.
 *
 * Scripts holding any other library (zod, react-toastify, antd: loaded for a form, a toast or the
 * admin, and only a few of their functions called) keep V8's lazy compiling, which costs less for
 * code that mostly never runs.
 */
import { type Compilation, type Compiler, type Module, rspack } from '@rspack/core';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Libraries every page runs as it starts: React, routing, data, state (the federation runtime by
 * its scope, below). The shell's build also puts its copies of these in one chunk (rspack.shared.ts).
 */
export const START_UP_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-error-boundary',
  'jotai',
  '@tanstack/query-core',
  '@tanstack/react-query',
];
const START_UP_SCOPES = ['@module-federation/'];

/** The package a file belongs to, or undefined for the app's own source. */
export function packageOf(file: string): string | undefined {
  const packages = [...file.matchAll(/node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/g)];
  return packages.at(-1)?.[1]?.replace(/\\/g, '/');
}

/**
 * Modules without a file of their own (the federation's container, shared and remote modules,
 * which only point at code elsewhere) count as start-up code; a concatenated module by its parts.
 */
function runsAtStartUp(module: Module): boolean {
  const { modules, resource } = module as Module & { modules?: Module[]; resource?: string };
  if (modules) return modules.every(runsAtStartUp);
  const name = resource ? packageOf(resource) : undefined;
  return (
    name === undefined || START_UP_PACKAGES.includes(name) || START_UP_SCOPES.some((scope) => name.startsWith(scope))
  );
}

export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments), before the source maps are written.
        { name: CompileHintsPlugin.name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!compilation.chunkGraph.getChunkModules(chunk).every(runsAtStartUp)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}
