/**
 * The part of the untyped `oidc-provider` package (9.x) the demo's identity provider uses. The
 * configuration stays loosely typed: the package validates it when the Provider is built.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The Koa context as our middleware uses it (the provider is a Koa application). */
  export interface KoaContext {
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    readonly path: string;
    readonly method: string;
    status: number;
    type: string;
    body: unknown;
    /** false: the middleware wrote to res itself. */
    respond: boolean;
    set(name: string, value: string): void;
    is(type: string): string | false | null;
    /** Koa's cookie jar: get() reads a request cookie (unsigned unless asked). */
    readonly cookies: { get(name: string, options?: { signed?: boolean }): string | undefined };
  }

  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface Session {
    readonly id: string;
    accountId?: string;
    authorizations?: Record<string, unknown>;
    loginAccount(details: { accountId: string; loginTs?: number }): void;
    resetIdentifier(): void;
    grantIdFor(clientId: string): string | undefined;
    destroy(): Promise<void>;
  }

  export interface Grant {
    readonly jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface AccessToken {
    readonly jti: string;
    accountId?: string;
    clientId?: string;
    readonly isExpired: boolean;
  }

  export interface Client {
    clientId: string;
  }

  export interface OIDCContext {
    session: Session;
    client?: Client;
    result?: { consent?: { grantId?: string } };
    provider: Provider;
  }

  export type KoaContextWithOIDC = KoaContext & { oidc: OIDCContext };

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
  }

  export type Configuration = Record<string, unknown>;

  export const errors: {
    InvalidRequest: new (description?: string) => Error;
    AccessDenied: new (description?: string) => Error;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    use(middleware: Middleware): this;
    on(event: string, listener: (...args: never[]) => void): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    readonly issuer: string;
    /** Koa's: trust X-Forwarded-Proto (and the other X-Forwarded headers) from the proxy in front. */
    proxy: boolean;
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    readonly Session: { find(id: string): Promise<Session | undefined> };
    readonly Grant: {
      new (options: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    readonly AccessToken: { find(token: string): Promise<AccessToken | undefined> };
  }
}
