import type {
  Language,
  Permission,
  Resource,
  ResourceType,
  WhitelabelNode,
  WhitelabelSwitch,
} from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { permissionAddress } from './addresses';
import { apiGet } from './client';

export function permissionQuery(language: Language) {
  return queryOptions({
    queryKey: ['platform', 'permission', language],
    queryFn: ({ signal }) =>
      apiGet<Permission>(permissionAddress(window.location.host), { language, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The permission answer of a site in normal status, provided by the root status gate. */
export const PlatformContext = createContext<Permission | null>(null);

export function usePlatform(): Permission {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform needs the status gate above it');
  return platform;
}

function findNode(nodes: readonly WhitelabelNode[], id: string): WhitelabelNode | undefined {
  for (const node of nodes) {
    if (node.modId === id) return node;
    const child = findNode(node.childrenNodes, id);
    if (child) return child;
  }
  return undefined;
}

/** Whether a whitelabel switch (spec §6) is on: its node exists with enabled "1". */
export function isSwitchOn(platform: Permission, id: WhitelabelSwitch): boolean {
  return findNode(platform.info.whitelabel, id)?.enabled === '1';
}

export function useSwitch(id: WhitelabelSwitch): boolean {
  return isSwitchOn(usePlatform(), id);
}

export function useResource(type: ResourceType): Resource | undefined {
  return usePlatform().info.resources.find((resource) => resource.resourceType === type);
}

/** The app-download resources that exist, in the spec's order. */
export function useAppResources(): Resource[] {
  const { resources } = usePlatform().info;
  const order: ResourceType[] = ['IOS', 'IOS_LITE', 'ANDROID'];
  return order.flatMap((type) => resources.filter((resource) => resource.resourceType === type));
}
