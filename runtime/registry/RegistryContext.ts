import { createContext, useContext } from 'react';
import type { Registry } from './Registry.ts';

export const RegistryContext = createContext<Registry | undefined>(undefined);

export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry must be used inside the shell');
  return registry;
}
