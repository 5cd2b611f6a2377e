import { expect } from 'vitest';
import { readable } from './shop-server';

/** A browser without scripts: one cookie, the form token read from the last page, plain form posts. */
export class PageVisitor {
  cookie = '';
  csrf = '';
  /** Other cookies the site set (kept only with `allCookies`, as a browser would). */
  private readonly jar = new Map<string, string>();
  constructor(
    readonly base: string,
    private readonly options: { allCookies?: boolean } = {},
  ) {}
  private cookies() {
    return [this.cookie, ...this.jar.values()].filter(Boolean).join('; ');
  }
  async get(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(this.base + path, { redirect: 'manual', headers: { cookie: this.cookies(), ...headers } });
    this.keep(res);
    const html = readable(await res.text());
    this.csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? this.csrf;
    return { status: res.status, location: res.headers.get('location'), html };
  }
  /** A form post; a field given a list is sent once per value (checkboxes). */
  async post(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = { origin: this.base }) {
    const res = await fetch(this.base + path, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: this.cookies(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))),
    });
    this.keep(res);
    return { status: res.status, location: res.headers.get('location'), html: readable(await res.text()), setCookie: res.headers.get('set-cookie') };
  }
  private keep(res: Response) {
    const set = res.headers.getSetCookie().find((c) => c.startsWith('rc_session='));
    if (set) this.cookie = set.split(';')[0];
    if (!this.options.allCookies) return;
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0];
      const name = pair.slice(0, pair.indexOf('='));
      if (name === 'rc_session') continue;
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, pair);
    }
  }
  /** Signs in with the modal's form, posted without scripts (via=page). */
  async signIn(email: string, password: string) {
    await this.get('/sign-in');
    const res = await this.post('/sign-in', { intent: 'login', csrf: this.csrf, via: 'page', redirectTo: '/client', email, password });
    expect(res.status).toBe(302);
    expect(res.location).toBe('/client');
    await this.get('/client');
    return this;
  }
}

