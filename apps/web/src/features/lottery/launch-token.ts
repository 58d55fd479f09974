/** The launch token in a launch address (`/play/?token=…&lang=vi&game=…`), or null when it has none. */
export function launchTokenOf(url: string): string | null {
  try {
    return new URL(url, 'http://launch.invalid').searchParams.get('token') || null;
  } catch {
    return null;
  }
}
