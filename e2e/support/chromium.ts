/**
 * How every test browser starts: Debian's Chromium as root, with nothing reaching for the
 * network on its own (this machine's network is closed).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
