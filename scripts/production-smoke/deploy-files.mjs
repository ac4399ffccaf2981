// Reads the files under deploy/ as a server would use them, so what the smoke test runs is what
// the production guide tells the owner to install.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the guide clones the shop; the smoke test runs from this checkout instead. */
const INSTALL_DIR = '/opt/atlas';

/** The settings an EnvironmentFile sets: KEY=value lines, # comments, a value in '' or "". */
export function readEnvironmentFile(file) {
  const env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!m) continue;
    env[m[1]] = m[2].trim().replace(/^'(.*)'$|^"(.*)"$/, '$1$2');
  }
  return env;
}

/** The unit's ExecStart and Environment= lines, with the install folder moved to `root`. */
export function readServiceUnit(file, root) {
  const text = readFileSync(file, 'utf8').replaceAll(INSTALL_DIR, root);
  const value = (key) => [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1].trim());
  const [execStart] = value('ExecStart');
  if (!execStart) throw new Error(`${file} has no ExecStart`);
  const [command, ...args] = execStart.split(/\s+/);
  const env = {};
  for (const line of value('Environment'))
    for (const assignment of line.split(/\s+/)) {
      const at = assignment.indexOf('=');
      env[assignment.slice(0, at)] = assignment.slice(at + 1);
    }
  return { command, args, env, workingDirectory: value('WorkingDirectory')[0] ?? root };
}

/**
 * deploy/nginx/atlas.conf for this run: only the owner's placeholders (the host name, the
 * certificate paths, the shop's address) and the listening ports change (and the IPv6 ones go
 * on a machine without IPv6). Throws when a
 * placeholder is missing, so the file cannot drift from the guide unnoticed.
 */
export function renderSite(file, { host, certificate, key, upstream, httpsPort, httpPort, ipv6 = true }) {
  const replacements = [
    ['/etc/letsencrypt/live/shop.example.com/fullchain.pem', certificate],
    ['/etc/letsencrypt/live/shop.example.com/privkey.pem', key],
    ['shop.example.com', host],
    ['server 127.0.0.1:3000;', `server ${upstream};`],
  ];
  let site = readFileSync(file, 'utf8');
  for (const [placeholder, value] of replacements) {
    if (!site.includes(placeholder)) throw new Error(`${file} lacks the placeholder ${placeholder}`);
    site = site.replaceAll(placeholder, value);
  }
  const ports = [
    [/^(\s*listen\s+(?:\[::\]:)?)443\b/gm, httpsPort],
    [/^(\s*listen\s+(?:\[::\]:)?)80\b/gm, httpPort],
  ];
  for (const [pattern, port] of ports) {
    if (!site.match(pattern)) throw new Error(`${file} has no listen line matching ${pattern}`);
    site = site.replace(pattern, `$1${port}`);
  }
  // a machine without IPv6 (some CI containers) cannot open the [::] sockets
  return ipv6 ? site : site.replace(/^\s*listen\s+\[::\]:.*\n/gm, '');
}

export const deployFile = (root, ...path) => join(root, 'deploy', ...path);
