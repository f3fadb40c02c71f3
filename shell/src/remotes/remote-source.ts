/**
 * Where a RemoteSlot gets its component. In the browser, from the federation runtime
 * (remote-modules.ts); on the shell's SSR server, from the slice's Node build, through a source
 * the server provides for each request.
 */
import { type ComponentType, createContext, type LazyExoticComponent } from 'react';
import type { RemoteModuleId } from 'shared-contracts';

// biome-ignore lint/suspicious/noExplicitAny: each slot passes its module's own props.
export type RemoteComponent = LazyExoticComponent<ComponentType<any>>;

export type RemoteSource = (id: RemoteModuleId) => RemoteComponent;

/** null: the browser's source. */
export const RemoteSourceContext = createContext<RemoteSource | null>(null);
