export type Tool = 'delete' | 'up' | 'down' | 'flipX' | 'flipY' | 'duplicate';

const icons: Record<Tool, string> = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M5 12l7 7 7-7',
  flipX: 'M12 3v18M8 7 3 12l5 5V7zM16 7l5 5-5 5V7z',
  flipY: 'M3 12h18M7 8l5-5 5 5H7zM7 16l5 5 5-5H7z',
  duplicate: 'M8 8h12v12H8zM4 16V4h12',
  delete: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
};

const tools: { tool: Tool; label: string }[] = [
  { tool: 'up', label: 'Bring forward' },
  { tool: 'down', label: 'Send backward' },
  { tool: 'flipX', label: 'Flip horizontally' },
  { tool: 'flipY', label: 'Flip vertically' },
  { tool: 'duplicate', label: 'Duplicate' },
  { tool: 'delete', label: 'Delete' },
];

/** The tools that float above the selection. */
export function FloatingTools({ box, onTool }: { box: { left: number; top: number; width: number; height: number }; onTool(tool: Tool): void }) {
  const top = Math.max(8, box.top - 52);
  return (
    <div className="mbe-float" style={{ left: Math.max(8, box.left + box.width / 2), top }} role="toolbar" aria-label="Selection" data-testid="floating-tools">
      {tools.map((t) => (
        <button key={t.tool} type="button" className={`mbe-icon${t.tool === 'delete' ? ' mbe-icon--danger' : ''}`} onClick={() => onTool(t.tool)} aria-label={t.label} title={t.label}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d={icons[t.tool]} />
          </svg>
        </button>
      ))}
    </div>
  );
}
