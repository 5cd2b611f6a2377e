import { expect } from 'vitest';
import { readable } from './shop-server';

/** A browser without scripts: one cookie, the form token read from the last page, plain form posts. */
export class PageVisitor {
  cookie = '';
  csrf = '';
  constructor(readonly base: string) {}
  async get(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(this.base + path, { redirect: 'manual', headers: { cookie: this.cookie, ...headers } });
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
      headers: { cookie: this.cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))),
    });
    this.keep(res);
    return { status: res.status, location: res.headers.get('location'), html: readable(await res.text()), setCookie: res.headers.get('set-cookie') };
  }
  private keep(res: Response) {
    const set = res.headers.getSetCookie().find((c) => c.startsWith('rc_session='));
    if (set) this.cookie = set.split(';')[0];
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

