import fp from 'fastify-plugin';

/**
 * During close(), answers of requests still in flight carry `Connection: close`, so keep-alive
 * clients let go and the server can finish closing instead of waiting out the keep-alive timeout.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful' },
);
