import { useSyncExternalStore } from 'react';
import { getConfig, onTokenSourceChange, type BackOfficeConfig } from './token-source.js';

/** The page's `BackOffice.configure()` settings, re-rendering when they change. */
export const useBackOfficeConfig = (): Readonly<BackOfficeConfig> => useSyncExternalStore(onTokenSourceChange, getConfig, getConfig);
