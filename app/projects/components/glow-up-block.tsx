import { Link } from '@remix-run/react';

/** The AI marketing block (part 2 §1, §2): room types, styles and points, as the spec lists them. */
export const glowUpRoomTypes = ['Living Room', 'Dining Room', 'Bedroom', 'Bathroom', 'Home Office', 'Hallway', 'Kitchen'] as const;
export const glowUpStyles = ['Bohemian', 'Coastal', 'Farmhouse', 'Eclectic', 'Scandinavian', 'Modern', 'Transitional', 'Mid-century'] as const;
export const glowUpPoints = ['Royalty-free for commercial use', 'Unlimited generations'] as const;

/** The AI-upgrade address of a room type: /design/roomGpt?roomType=living_room. */
export const roomGptHref = (room: string) => `/design/roomGpt?${new URLSearchParams({ roomType: room.toLowerCase().replace(/\s+/g, '_') })}`;

/**
 * 'Get a Glow-Up': pick a room and see it redesigned by AI in the style you like.
 * Each room type starts its AI upgrade (/design/roomGpt); the styles say what it can do.
 */
export function GlowUpBlock({ subscribeLink = true }: { subscribeLink?: boolean }) {
  return (
    <section className="glow-up" aria-labelledby="glow-up-title">
      <div className="glow-up__text">
        <p className="eyebrow">AI interior design</p>
        <h2 id="glow-up-title">Get a Glow-Up</h2>
        <p>Choose a room and see it restyled by AI in seconds, then have a designer make it real.</p>
        <ul className="glow-up__points">
          {glowUpPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <nav className="glow-up__rooms" aria-label="Choose a room for your AI design">
        <h3>Pick a room</h3>
        <ul>
          {glowUpRoomTypes.map((room) => (
            <li key={room}>
              <Link to={roomGptHref(room)} className="glow-up__room">
                {room}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="glow-up__styles">
        <h3>In the style you love</h3>
        <ul>
          {glowUpStyles.map((style) => (
            <li key={style} className="chip">
              {style}
            </li>
          ))}
        </ul>
      </div>
      {subscribeLink ? (
        <p className="glow-up__more">
          <Link to="/remodel/subscribe">Unlimited AI designs with a monthly subscription</Link>
        </p>
      ) : null}
    </section>
  );
}
