export type Tool = 'delete' | 'up' | 'down' | 'flipX' | 'flipY' | 'duplicate';

/** The tools that float above the selection. */
export function FloatingTools({ box, onTool }: { box: { left: number; top: number; width: number; height: number }; onTool(tool: Tool): void }) {
  const tools: { tool: Tool; label: string; glyph: string }[] = [
    { tool: 'up', label: 'Bring forward', glyph: '⬆' },
    { tool: 'down', label: 'Send backward', glyph: '⬇' },
    { tool: 'flipX', label: 'Flip horizontally', glyph: '⇋' },
    { tool: 'flipY', label: 'Flip vertically', glyph: '⇵' },
    { tool: 'duplicate', label: 'Duplicate', glyph: '⧉' },
    { tool: 'delete', label: 'Delete', glyph: '🗑' },
  ];
  const top = Math.max(8, box.top - 52);
  return (
    <div className="mbe-float" style={{ left: Math.max(8, box.left + box.width / 2), top }} role="toolbar" aria-label="Selection" data-testid="floating-tools">
      {tools.map((t) => (
        <button key={t.tool} type="button" className="mbe-icon" onClick={() => onTool(t.tool)} aria-label={t.label} title={t.label}>
          {t.glyph}
        </button>
      ))}
    </div>
  );
}
