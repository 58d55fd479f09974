export type PlayLanguage = 'vi' | 'en';

/** What the site's /game page puts in the frame's address: `?token=<launchToken>&lang=vi|en&game=<CODE>`. */
export type LaunchParams = { token: string | null; lang: PlayLanguage; game: string };

export function readLaunchParams(search: string): LaunchParams {
  const query = new URLSearchParams(search);
  const token = query.get('token');
  return {
    token: token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null,
    lang: query.get('lang')?.toLowerCase().startsWith('en') ? 'en' : 'vi',
    game: (query.get('game') ?? '').toUpperCase().replace(/[^A-Z0-9_]/g, ''),
  };
}
