import { CsrfField } from '../../ui/form-field';

/** What the Save button needs to know: the reader's boards and where this idea is saved already. */
export interface SaveIdeaChoices {
  signedIn: boolean;
  boards: { id: string; name: string }[];
  savedIn: string[];
  showHint: boolean;
}

/**
 * "Save" (issue 24): a plain form, so it works without scripts, posted to /ideas/save and back to this page.
 * A signed-in reader chooses one of their boards (their default board "Saved ideas" unless they choose);
 * a visitor is sent to sign up, and the save is kept for them until they do.
 */
export function SaveIdea({ kind, refId, choices, returnTo, compact = false }: { kind: 'case' | 'product'; refId: string; choices: SaveIdeaChoices; returnTo: string; compact?: boolean }) {
  const saved = choices.savedIn.length > 0;
  const savedNames = choices.boards.filter((b) => choices.savedIn.includes(b.id)).map((b) => b.name);
  const label = compact ? `Save` : 'Save to a board';
  return (
    <form method="post" action="/ideas/save" className={`save-idea${compact ? ' save-idea--compact' : ''}`} data-testid="save-idea">
      <CsrfField />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="refId" value={refId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {choices.signedIn && choices.boards.length > 1 ? (
        <label className="save-idea__board">
          <span className="visually-hidden">Board</span>
          <select name="boardId" defaultValue={choices.boards.find((b) => !choices.savedIn.includes(b.id))?.id ?? choices.boards[0]?.id} aria-label="Board to save to">
            {choices.boards.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
                {choices.savedIn.includes(b.id) ? ' (saved)' : ''}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit" className="button save-idea__button" aria-label={compact ? `Save ${kind === 'case' ? 'this case' : 'this product'} to a board` : undefined}>
        {saved && !compact ? 'Save again' : label}
      </button>
      {saved ? (
        <span className="save-idea__saved" role="status">
          Saved{savedNames.length ? ` to ${savedNames.join(', ')}` : ''}. <a href="/ideas">My idea boards</a>
        </span>
      ) : !compact && choices.showHint ? (
        <span className="save-idea__hint">
          Keep rooms and pieces you love on your idea boards.
          {choices.signedIn ? (
            <button type="submit" name="intent" value="hideHint" className="button button--link save-idea__hide" formNoValidate>
              Hide this tip
            </button>
          ) : null}
        </span>
      ) : null}
    </form>
  );
}
