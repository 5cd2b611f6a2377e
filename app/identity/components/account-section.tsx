/** One account page's panel: a title, a line of help and the form. */
export function AccountSection({ title, intro, children }: { title: string; intro?: React.ReactNode; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="account-card" aria-labelledby={id}>
      <h2 id={id} className="account-card__title">
        {title}
      </h2>
      {intro ? <p className="account-card__muted">{intro}</p> : null}
      {children}
    </section>
  );
}

export function SaveButton({ busy, children = 'Save changes' }: { busy: boolean; children?: React.ReactNode }) {
  return (
    <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
      {busy ? 'Saving…' : children}
    </button>
  );
}
