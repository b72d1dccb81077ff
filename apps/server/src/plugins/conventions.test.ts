import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { Code, Msg } from '@jc/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { dialects, makeNonce, useTestApp } from '../test/app.js';
import { encryptNonce } from '../shared/nonce.js';
import { readUploadInput } from '../shared/upload-input.js';

describe.each(dialects)('API conventions on %s', (dialect) => {
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const t = useTestApp({
    dialect,
    logStream,
    routes: (app) => {
      app.get('/api/test/adminOnly', { config: { auth: 'admin' } }, async () => ({
        code: 200,
        msg: 'ok',
        data: 1,
      }));
      app.get('/api/test/teacherOnly', { config: { auth: 'teacher' } }, async () => ({
        code: 200,
        msg: 'ok',
        data: 1,
      }));
      app.get('/api/test/anyone', { config: { auth: 'none' } }, async (req) => ({
        code: 200,
        msg: 'ok',
        data: req.user?.account ?? null,
      }));
      app.get('/api/test/boom', { config: { auth: 'none' } }, async () => {
        throw new Error('secret database detail');
      });
      app.post('/api/test/echo', { config: { auth: 'none' } }, async (req) => ({
        code: 200,
        msg: 'ok',
        data: req.body,
      }));
      app.post('/api/test/upload', { config: { auth: 'none' } }, async (req) => {
        const input = await readUploadInput(req);
        const files = input['file'] as Buffer[];
        return { code: 200, msg: 'ok', data: { note: input['note'], files: files.map((f) => f.toString()) } };
      });
      app.get('/api/test/closeListeners', { config: { auth: 'none' } }, (_req, reply) => ({
        code: 200,
        msg: 'ok',
        data: reply.raw.listenerCount('close'),
      }));
    },
  });

  it('wraps a success in the envelope', async () => {
    const res = await t().call('GET', '/api/menu/GetAppMenuList');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: Code.ok, msg: Msg.ok });
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('names the missing field in Chinese (400)', async () => {
    const res = await t().call('POST', '/api/oauth/Login', { form: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: '请输入账号', data: null });
  });

  it('answers a bad JSON body with a Chinese 400', async () => {
    const res = await t().call('POST', '/api/oauth/Login', {
      headers: { 'content-type': 'application/json' },
      body: '{"account": ',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: '请求内容不是有效的JSON', data: null });
  });

  it('answers an unsupported content type and an oversized body with the envelope', async () => {
    const xml = await t().call('POST', '/api/test/echo', {
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(xml.status).toBe(400);
    expect(xml.body).toEqual({ code: 400, msg: '不支持的请求内容类型', data: null });
    const big = await t().call('POST', '/api/test/echo', { json: { s: 'x'.repeat(1024 * 1024 + 10) } });
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ code: 400, msg: '请求内容过大', data: null });
  });

  it('accepts form and JSON bodies and merges query parameters (body wins)', async () => {
    const form = await t().call('POST', '/api/test/echo', { query: { a: '1', b: 'q' }, form: { b: 'body' } });
    expect(form.body.data).toEqual({ b: 'body' });
    const login = await t().call('POST', '/api/oauth/Login', {
      query: { account: 'student', password: 'demo123456' },
    });
    expect(login.status).toBe(200);
    const json = await t().call('POST', '/api/oauth/Login', {
      json: { account: 'student', password: 'demo123456' },
    });
    expect(json.status).toBe(200);
  });

  it('serves every call of api-endpoints.tsv (none answers 接口不存在)', async () => {
    const tsv = readFileSync(new URL('../../../../docs/spec/api-endpoints.tsv', import.meta.url), 'utf8');
    const calls = tsv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'));
    expect(calls.length).toBeGreaterThan(160);
    for (const [method, path] of calls) {
      const url = `/api/${(path ?? '').replace(/\{\w+\}/g, '1')}`;
      const res = await t().call(method as 'GET' | 'POST', url);
      expect(res.body, `${method} ${url}`).not.toEqual({ code: 404, msg: Msg.noSuchApi, data: null });
    }
  });

  it('answers 404 JSON for an unknown /api path and for a known path with the wrong method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api/oauth/Login'],
    ] as const) {
      const res = await t().call(method, url);
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: Msg.noSuchApi, data: null });
    }
  });

  describe('nonce', () => {
    it('refuses a missing nonce with 605', async () => {
      const res = await t().call('GET', '/api/menu/GetAppMenuList', { nonce: false });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: Code.badNonce, msg: Msg.badNonce, data: null });
    });

    it('refuses garbage and a nonce of the wrong shape', async () => {
      for (const nonce of [
        'garbage',
        'A'.repeat(44),
        encryptNonce('short'),
        encryptNonce('abcdefghijklmno!'),
      ]) {
        const res = await t().call('GET', '/api/menu/GetAppMenuList', { nonce });
        expect(res.status, nonce).toBe(400);
        expect(res.body.code).toBe(Code.badNonce);
      }
    });

    it('refuses a nonce encrypted with another key', async () => {
      const res = await t().call('GET', '/api/menu/GetAppMenuList', { nonce: makeNonce('0123456789abcdef') });
      expect(res.body.code).toBe(Code.badNonce);
    });

    it('refuses a replayed nonce', async () => {
      const nonce = makeNonce();
      expect((await t().call('GET', '/api/menu/GetAppMenuList', { nonce })).status).toBe(200);
      const again = await t().call('GET', '/api/menu/GetAppMenuList', { nonce });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe(Code.badNonce);
    });

    it('is not asked of /health, media or pages', async () => {
      expect((await t().call('GET', '/health', { nonce: false })).status).toBe(200);
      expect((await t().call('GET', '/pages/index/home', { nonce: false })).status).toBe(200);
    });
  });

  describe('tokens', () => {
    it('refuses a missing token with 600', async () => {
      const res = await t().call('GET', '/api/myInfo/getMyInfo');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: Code.noToken, msg: Msg.pleaseLogin, data: null });
    });

    it('refuses unknown and malformed tokens with 601', async () => {
      for (const token of ['not-a-token', 'A'.repeat(43)]) {
        const res = await t().call('GET', '/api/myInfo/getMyInfo', { token });
        expect(res.status).toBe(401);
        expect(res.body.code).toBe(Code.badToken);
      }
    });

    it('accepts Bearer and bare Authorization', async () => {
      const token = await t().login('student');
      const bearer = await t().call('GET', '/api/myInfo/getMyInfo', { token });
      expect(bearer.status).toBe(200);
      const bare = await t().call('GET', '/api/myInfo/getMyInfo', { rawAuthorization: token });
      expect(bare.status).toBe(200);
      expect(bare.body.data).toMatchObject({ account: 'student' });
    });

    it('refuses a token after logout with 602', async () => {
      const token = await t().login('student');
      const out = await t().call('GET', '/api/oauth/Logout', { token });
      expect(out.body.code).toBe(200);
      const res = await t().call('GET', '/api/myInfo/getMyInfo', { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(Code.revokedToken);
    });

    it('refuses an expired token with 403', async () => {
      const token = await t().login('teacher');
      const { hashToken } = await import('../shared/tokens.js');
      await t()
        .app.db.updateTable('auth_tokens')
        .set({ expires_at: Date.now() - 1000 })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const res = await t().call('GET', '/api/myInfo/getMyInfo', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: Code.expiredToken, msg: Msg.loginExpired, data: null });
    });

    it('lets anonymous routes see the user of a valid token and ignore a bad one', async () => {
      const token = await t().login('student');
      expect((await t().call('GET', '/api/test/anyone', { token })).body.data).toBe('student');
      expect((await t().call('GET', '/api/test/anyone')).body.data).toBeNull();
      const stale = await t().call('GET', '/api/test/anyone', { token: 'B'.repeat(43) });
      expect(stale.status).toBe(200);
      expect(stale.body.data).toBeNull();
    });
  });

  describe('roles', () => {
    it('refuses a user without the role with 403/700', async () => {
      const token = await t().login('student');
      const res = await t().call('GET', '/api/test/adminOnly', { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: Code.forbiddenRole, msg: Msg.forbiddenRole, data: null });
      expect((await t().call('GET', '/api/test/teacherOnly', { token })).body.code).toBe(Code.forbiddenRole);
    });

    it('lets the role and admins through', async () => {
      const teacher = await t().login('teacher');
      expect((await t().call('GET', '/api/test/teacherOnly', { token: teacher })).status).toBe(200);
      expect((await t().call('GET', '/api/test/adminOnly', { token: teacher })).body.code).toBe(
        Code.forbiddenRole,
      );
      const admin = await t().login('admin');
      expect((await t().call('GET', '/api/test/adminOnly', { token: admin })).status).toBe(200);
      expect((await t().call('GET', '/api/test/teacherOnly', { token: admin })).status).toBe(200);
    });

    it('asks for a token before the role', async () => {
      expect((await t().call('GET', '/api/test/adminOnly')).body.code).toBe(Code.noToken);
    });
  });

  it('answers an unexpected error with a generic 500, details only in the log', async () => {
    const res = await t().call('GET', '/api/test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: Code.serverError, msg: Msg.serverError, data: null });
    expect(res.text).not.toMatch(/secret|stack|at /);
    expect(logLines.join('')).toContain('secret database detail');
    const failed = logLines
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => l.msg === 'request failed');
    expect(failed?.level).toBe(50);
  });

  it('logs a feature this deployment lacks (a designed 503) as a warning, without a stack', async () => {
    logLines.length = 0;
    const res = await t().call('POST', '/api/oauth/AppleSignExists');
    expect(res.status).toBe(503);
    const lines = logLines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown });
    const line = lines.find((l) => l.msg === 'feature not available here');
    expect(line?.level).toBe(40);
    expect(line?.err).toBeUndefined();
    expect(lines.some((l) => l.msg === 'request failed')).toBe(false);
  });

  it('reads an upload as a stream, with no per-request hook of the multipart plugin', async () => {
    const boundary = '----jcconventions';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n你好\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const res = await t().call('POST', '/api/test/upload', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: { note: '你好', files: ['hello'] } });
    // Its disk-mode hooks (plugins/multipart.ts) would put a 'close' listener on every response: there
    // are as many as on a bare Fastify's.
    const bare = Fastify();
    bare.get('/', (_req, reply) => reply.raw.listenerCount('close'));
    const expected = Number((await bare.inject('/')).body);
    await bare.close();
    const plain = await t().call('GET', '/api/test/closeListeners');
    expect(plain.body.data).toBe(expected);
  });

  it('echoes or creates a request id', async () => {
    const given = await t().call('GET', '/health', { headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const fresh = await t().call('GET', '/health');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(fresh.headers['x-request-id']).toMatch(uuid);
    const next = await t().call('GET', '/health');
    expect(next.headers['x-request-id']).toMatch(uuid);
    expect(next.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    expect(logLines.some((l) => l.includes('"reqId":"lb-1234"'))).toBe(true);
  });

  it('answers /health after a database round trip', async () => {
    const res = await t().call('GET', '/health', { nonce: false });
    expect(res.body).toEqual({ code: 200, msg: 'ok', data: { db: 'ok' } });
  });
});

describe('route declarations', () => {
  it('refuses an /api route that does not declare who may call it', async () => {
    const { buildTestApp } = await import('../test/app.js');
    await expect(
      buildTestApp({
        dialect: 'sqlite',
        routes: (app) => app.get('/api/test/undeclared', async () => 'x'),
      }),
    ).rejects.toThrow(/must declare config.auth/);
  });
});
