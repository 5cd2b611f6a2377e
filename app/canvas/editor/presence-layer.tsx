import type { Peer } from './session';

/** Other users' pointers, in their colour with their e-mail (board → screen by the viewport transform). */
export function PresencePointers({ peers, vpt }: { peers: Peer[]; vpt: number[] }) {
  const [a = 1, , , d = 1, e = 0, f = 0] = vpt;
  return (
    <div className="mbe-pointers" aria-hidden="true">
      {peers
        .filter((p) => p.pointer && !p.hide)
        .map((p) => (
          <div key={p.onlineId} className="mbe-pointer" style={{ transform: `translate(${p.pointer!.x * a + e}px, ${p.pointer!.y * d + f}px)`, color: p.color }} data-testid="peer-pointer" data-email={p.email}>
            <svg width="18" height="22" viewBox="0 0 18 22">
              <path d="M1 1 L1 18 L6 13.5 L9.5 21 L12.5 19.6 L9 12.5 L16 12.5 Z" fill="currentColor" stroke="#fff" strokeWidth="1.5" />
            </svg>
            <span style={{ background: p.color }}>{p.email}</span>
          </div>
        ))}
    </div>
  );
}

export function OnlineUsers({ me, peers }: { me: { email: string; color: string }; peers: Peer[] }) {
  const all = [{ ...me, onlineId: 'me', you: true }, ...peers.map((p) => ({ ...p, you: false }))];
  return (
    <ul className="mbe-online" data-testid="online-users" aria-label="Online now">
      {all.map((u) => (
        <li key={u.onlineId} title={u.email}>
          <span className="mbe-avatar" style={{ background: u.color }}>
            {u.email.slice(0, 1).toUpperCase()}
          </span>
          <span className="mbe-online__email">{u.you ? `You · ${u.email}` : u.email}</span>
        </li>
      ))}
    </ul>
  );
}
