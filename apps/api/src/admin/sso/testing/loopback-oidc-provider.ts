import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

/** Someone the provider knows: the sign-in form takes their email address. */
export interface ProviderUser {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface LoopbackOidcProvider {
  issuer: string;
  /** The client's one redirect URI: the product's callback, known once the product has its port. */
  allowRedirectUri(uri: string): void;
  clientId: string;
  clientSecret: string;
  /**
   * Changes the next id tokens the token endpoint answers: the change is re-signed with the
   * provider's own key, so only our claim checks (audience, expiry, nonce) can refuse it.
   */
  tamperIdTokens(change: ((claims: JWTPayload) => JWTPayload) | null): void;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

/**
 * oidc-provider (the certified Node implementation) on 127.0.0.1 with one confidential client
 * that must use PKCE, and a one-field sign-in page ("Email", "Sign in") in place of its dev
 * interactions: a test or a browser signs in as one of `users`, consent granted.
 */
export async function startLoopbackOidcProvider(options: { users: ProviderUser[] }): Promise<LoopbackOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'innovation-intake';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'loopback-1', alg: 'RS256', use: 'sig' };
  const byEmail = new Map(options.users.map((u) => [u.email.toLowerCase(), u]));
  const bySub = new Map(options.users.map((u) => [u.sub, u]));

  let tamper: ((claims: JWTPayload) => JWTPayload) | null = null;
  const build = (redirectUri: string) => {
    const provider = new Provider(issuer, {
      clients: [
        { client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] },
      ],
      jwks: { keys: [jwk] },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      pkce: { required: () => true },
      // Groups with the profile, as a Keycloak group mapper or Entra's groups claim give them without a scope of their own.
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
      ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      // Claims in the id token itself, as the big providers put email and groups there.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx: unknown, sub: string) => {
        const user = bySub.get(sub);
        if (!user) return undefined;
        return { accountId: sub, claims: () => ({ email_verified: true, ...user }) };
      },
    });
    provider.use(async (ctx, next) => {
      await next();
      const body = ctx.body as { id_token?: string } | undefined;
      if (tamper && ctx.path === '/token' && typeof body?.id_token === 'string') {
        const claims = tamper(decodeJwt(body.id_token));
        const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid }).sign(privateKey);
        ctx.body = { ...body, id_token: idToken };
      }
    });

    return provider;
  };
  let provider: Provider | undefined;
  let handle: ReturnType<Provider['callback']> | undefined;
  server.on('request', (req, res) => {
    if (!provider || !handle) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('The loopback provider has no client yet.');
      return;
    }
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    const oidcProvider = provider;
    void (async () => {
      try {
        const details = await oidcProvider.interactionDetails(req, res);
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(
            `<!doctype html><html lang="en"><head><title>Loopback identity provider</title></head><body><main><h1>Loopback identity provider</h1>` +
              `<form method="post" action="/interaction/${escapeHtml(details.uid)}"><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="username"> <button type="submit">Sign in</button></form></main></body></html>`,
          );
          return;
        }
        const email = (await formBody(req)).get('email')?.toLowerCase() ?? '';
        const user = byEmail.get(email);
        if (!user) {
          await oidcProvider.interactionFinished(
            req,
            res,
            { error: 'access_denied', error_description: 'Unknown user at the loopback provider.' },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const grant = new oidcProvider.Grant({ accountId: user.sub, clientId });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        grant.addOIDCClaims(['email', 'email_verified', 'name', 'groups']);
        const grantId = await grant.save();
        await oidcProvider.interactionFinished(req, res, { login: { accountId: user.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(String(err));
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    allowRedirectUri(uri) {
      provider = build(uri);
      handle = provider.callback();
    },
    tamperIdTokens(change) {
      tamper = change;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
