// HTTPS calls to the shop through nginx, trusting the run's own certificate, from a chosen
// loopback address (127.0.0.2, 127.0.0.3…) so the proxy sees different clients.
import http from 'node:http';
import https from 'node:https';
import http2 from 'node:http2';

export function shopClient({ port, ca, host = 'localhost' }) {
  const agents = new Map();
  const agent = (from) => {
    if (!agents.has(from)) agents.set(from, new https.Agent({ ca, keepAlive: true, localAddress: from }));
    return agents.get(from);
  };

  /** One call; answers status, headers (raw pairs too, to count repeats) and the body. */
  function request(method, path, { json, body, headers = {}, token, from = '127.0.0.1' } = {}) {
    const all = {
      host: `${host}:${port}`,
      // what the web app's own calls carry: our media come back root-relative
      'sec-fetch-site': 'same-origin',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    };
    const payload = json !== undefined ? JSON.stringify(json) : body;
    return new Promise((resolve, reject) => {
      const req = https.request(
        { host: '127.0.0.1', port, servername: host, method, path, headers: all, agent: agent(from) },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve(answer(res, Buffer.concat(chunks))));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, json, options) => request('POST', path, { ...options, json }),
    /** multipart/form-data as a browser's FormData sends it */
    async upload(path, fields, options) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value.blob, value.name);
      const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
      return request('POST', path, {
        ...options,
        body: Buffer.from(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type') },
      });
    },
    close: () => agents.forEach((a) => a.destroy()),
  };
}

/** Plain HTTP to nginx's port 80. */
export function plainGet(port, path, host = 'localhost') {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve(answer(res, Buffer.alloc(0))));
      })
      .on('error', reject);
  });
}

/** The protocol TLS negotiated (ALPN) and the status of one HTTP/2 request. */
export function http2Get(port, path, ca, host = 'localhost') {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { ca, servername: host });
    session.on('error', reject);
    const req = session.request({ ':path': path, ':authority': `${host}:${port}` });
    req.on('response', (headers) => {
      req.resume();
      req.on('end', () => {
        resolve({ protocol: session.alpnProtocol, status: headers[':status'] });
        session.close();
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function answer(res, buffer) {
  const text = buffer.toString('utf8');
  return {
    status: res.statusCode,
    headers: res.headers,
    /** how many times a header was sent */
    count: (name) =>
      res.rawHeaders.filter((_, i) => i % 2 === 0 && res.rawHeaders[i].toLowerCase() === name).length,
    buffer,
    text,
    json: () => JSON.parse(text),
  };
}
