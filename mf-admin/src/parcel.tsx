/**
 * The slice as a single-spa parcel: its pages with their own router, store and
 * query client, for its dev page or any page that is not the shell.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { SliceRoot } from './slice-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: SliceRoot,
  errorBoundary: () => <p role="alert">The admin slice failed to start.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
