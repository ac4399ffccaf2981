// A self-signed certificate and a private nginx (its own prefix, pid, logs and temp folders)
// serving deploy/nginx/atlas.conf.
import { mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { renderSite } from './deploy-files.mjs';
import { canListenOnIpv6, run, start } from './harness.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A certificate for localhost and 127.0.0.1, valid for a day. */
export async function selfSignedCertificate(dir, logFile) {
  const certificate = join(dir, 'fullchain.pem');
  const key = join(dir, 'privkey.pem');
  await run(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { logFile },
  );
  return { certificate, key };
}

/** Starts nginx in the foreground on the site file; `stop()` quits it gracefully. */
export async function startNginx({ dir, siteFile, ...placeholders }) {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const site = join(dir, 'atlas.conf');
  writeFileSync(site, renderSite(siteFile, { ...placeholders, ipv6: await canListenOnIpv6() }));
  const main = join(dir, 'nginx.conf');
  // as root nginx would run its workers as nobody, who may not write the temp folders here
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  writeFileSync(
    main,
    `${user}worker_processes 1;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${join(dir, 'access.log')};
  client_body_temp_path ${join(dir, 'temp', 'body')};
  proxy_temp_path ${join(dir, 'temp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'temp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'temp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'temp', 'scgi')};
  include ${site};
}
`,
  );
  const errorLog = join(dir, 'error.log');
  const args = ['-p', dir, '-e', errorLog, '-c', main];
  const global = `daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${errorLog} warn;`;
  await run(NGINX, [...args, '-t', '-q', '-g', global], { logFile: errorLog });
  const nginx = start(NGINX, [...args, '-g', global], { logFile: errorLog });
  return {
    errorLog,
    exited: () => nginx.exitCode !== null,
    async stop() {
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await nginx.done;
    },
  };
}
