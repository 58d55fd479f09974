import { useEffect } from 'react';
import { usePlatform } from '../api/permission';

/** Sets the browser tab title to "<page> | <site name>". */
export function usePageTitle(title: string | undefined): void {
  const site = usePlatform().info.merchant.name;
  useEffect(() => {
    document.title = title ? `${title} | ${site}` : site;
  }, [title, site]);
}
