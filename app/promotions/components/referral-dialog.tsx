import { Link } from '@remix-run/react';
import { useState } from 'react';
import { formatCents } from '~/ui/money';
import { ModalFrame } from '~/ui/modal-frame';

/**
 * The referral check's dialog (part 1 §4): a friend's link offers 20% off the first
 * design project. "Start a project" goes to the room choice; "Not now" (or Escape)
 * closes it. Without scripts both are plain links.
 */
export function ReferralDialog({ percentOff, exampleCents }: { percentOff: number; exampleCents: number }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <ModalFrame title={`A friend gave you ${percentOff}% off`} onClose={() => setOpen(false)} size="small">
      <div data-testid="referral-dialog">
        <p className="modal__text">
          Your friend uses Roomcraft and invited you: {percentOff}% comes off your first design project at checkout (for example {formatCents(exampleCents)} off a $49.00
          plan). Choose your rooms, tell us your style, and a certified designer does the rest.
        </p>
        <div className="modal__actions">
          <Link to="/" replace className="button" onClick={(e) => { e.preventDefault(); setOpen(false); }}>
            Not now
          </Link>
          <Link to="/design/room" className="button button--primary">
            Start a project
          </Link>
        </div>
      </div>
    </ModalFrame>
  );
}
