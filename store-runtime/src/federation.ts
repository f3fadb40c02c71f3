/** The shapes of the federated slices' exposed modules, as the shell renders them. */
import type { ComponentType } from 'react';

/** Every exposed page module default-exports a component. */
export interface RemotePageModule {
  default: ComponentType;
}

/** Props of the exposed SearchOverlay. */
export interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
}
