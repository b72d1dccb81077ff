import fp from 'fastify-plugin';

/**
 * During close(), answers of requests still in flight carry `Connection: close`, so keep-alive
 * clients let go and the server can finish closing instead of waiting out the keep-alive timeout.
 *
 * A request that reaches the process once it is closing (its headers completed on a kept connection
 * after close() began) is not handled and not answered: its connection is dropped, before any hook reads
 * its nonce. nginx takes that for a process going away and sends the request to the next one, POSTs
 * included (`proxy_next_upstream error … non_idempotent`, deploy/nginx/jc-api.conf). It is no 503 (Fastify's
 * `return503OnClosing`, off in app.ts) because the app answers 503 and 502 of its own (a feature not
 * configured, a platform that failed): nginx must pass those on, not retry them on the next process,
 * which would refuse the request's nonce as replayed (docs/operations.md, "Rolling restart").
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', (req, reply, done) => {
      if (!closing) return done();
      req.log.info({ url: req.url }, 'closing: connection dropped unanswered, for the next process');
      reply.hijack();
      req.raw.socket.destroy();
    });
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful' },
);
